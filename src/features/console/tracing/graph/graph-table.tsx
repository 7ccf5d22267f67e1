import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { type ChainGraphData, recordAddress } from "../../../../../machines/console/chain-graph.machine.ts";
import { personRows, placeRows } from "./graph-rows.ts";
import type { ChainGraphView } from "./use-chain-graph.ts";

/**
 * The drawing's people and places as tables: what a screen reader or a keyboard uses instead of the
 * canvas. A person's path is shown from here as from the drawing, and the rows follow the focus.
 */
export function GraphTable({ view, graph }: { view: ChainGraphView; graph: ChainGraphData }) {
  const { t } = useLingui();
  const { caseId } = view;
  const onPath = useMemo(() => new Set(view.path.people), [view.path]);
  const rowClass = (id: string) => (onPath.size === 0 ? undefined : onPath.has(id) ? "chain-graph-on-path" : "chain-graph-dimmed");
  const people = useMemo(() => personRows(graph), [graph]);
  const places = useMemo(() => placeRows(graph), [graph]);
  return (
    <>
      <div className="chain-graph-scroll">
        <table className="chain-graph-table">
          <caption>
            <Trans>People shown ({people.length})</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Generation</Trans>
              </th>
              <th scope="col">
                <Trans>Exposed at</Trans>
              </th>
              <th scope="col">
                <Trans>Ticked</Trans>
              </th>
              <th scope="col">
                <Trans>Exposure path</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map(({ person, exposures }) => {
              const name = person.label;
              return (
                <tr key={person.id} className={rowClass(person.id)}>
                  <th scope="row">
                    <Link to={recordAddress(caseId, person)}>{person.label}</Link>
                  </th>
                  <td>{person.generation === 0 ? t`Index person` : person.generation}</td>
                  <td>
                    {exposures.map((exposure) => {
                      const { place, overlap_minutes: minutes } = exposure;
                      return <div key={`${place}-${minutes}`}>{t`${place}, ${minutes} min`}</div>;
                    })}
                  </td>
                  <td>{person.included ? t`Yes` : t`No`}</td>
                  <td>
                    <button
                      type="button"
                      className="button secondary chain-graph-path-button"
                      aria-pressed={view.focused?.id === person.id}
                      aria-label={t`Show path of ${name}`}
                      onClick={() => (view.focused?.id === person.id ? view.clearFocus() : view.focus(person.id))}
                    >
                      {t`Show path`}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="chain-graph-scroll">
        <table className="chain-graph-table">
          <caption>
            <Trans>Places shown ({places.length})</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Place</Trans>
              </th>
              <th scope="col">
                <Trans>People exposed there</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {places.map((place) => (
              <tr key={place.id}>
                <th scope="row">{place.label}</th>
                <td>{place.exposed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { type ChainGraphData, recordAddress } from "../../../../../machines/console/chain-graph.machine.ts";
import { personRows, placeRows } from "./graph-rows.ts";

/** The drawing's people and places as tables: what a screen reader or a keyboard uses instead of the canvas. */
export function GraphTable({ caseId, graph }: { caseId: string; graph: ChainGraphData }) {
  const { t } = useLingui();
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
            </tr>
          </thead>
          <tbody>
            {people.map(({ person, exposures }) => (
              <tr key={person.id}>
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
              </tr>
            ))}
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

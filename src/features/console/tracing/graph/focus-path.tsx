import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { recordAddress } from "../../../../../machines/console/chain-graph.machine.ts";
import type { ChainGraphView } from "./use-chain-graph.ts";

/** The focused person's exposure path spelled out in full (the drawing may cut names short), with the way out of the focus. */
export function FocusPath({ view }: { view: ChainGraphView }) {
  const { t } = useLingui();
  const { focused, graph } = view;
  if (!focused || !graph) {
    return (
      <p className="chain-graph-muted">
        <Trans>Select a person in the drawing or the list to see how they were exposed. Drag to move, pinch or scroll to zoom.</Trans>
      </p>
    );
  }
  const people = new Map(graph.people.map((person) => [person.id, person]));
  const places = new Map(graph.places.map((place) => [place.id, place.label]));
  const name = focused.label;
  return (
    <section className="chain-graph-focus" aria-label={t`Exposure path of ${name}`}>
      <p role="status">
        <strong>
          <Trans>Exposure path of {name}:</Trans>
        </strong>{" "}
        {view.path.people.map((id, index) => {
          const person = people.get(id);
          const place = places.get(person?.exposed_at ?? "");
          return (
            <Fragment key={id}>
              {index > 0 && <span aria-hidden="true"> → </span>}
              {place && index > 0 && <em>{t`at ${place}`} </em>}
              <span>{person?.label}</span>
            </Fragment>
          );
        })}
      </p>
      <div className="chain-graph-focus-actions">
        <Link className="button secondary" to={recordAddress(view.caseId, focused)}>
          <Trans>Open the record of {name}</Trans>
        </Link>
        <button type="button" className="button secondary" onClick={view.clearFocus}>
          <Trans>Show everyone (Esc)</Trans>
        </button>
      </div>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";
import { CONTACT_GENERATIONS } from "../../../../../machines/console/chain-graph.machine.ts";
import type { ChainGraphView } from "./use-chain-graph.ts";

/** Which contacts' generations are drawn and listed; the index person always is. */
export function GenerationFilter({ view }: { view: ChainGraphView }) {
  return (
    <fieldset className="chain-graph-filter">
      <legend>
        <Trans>Generations shown</Trans>
      </legend>
      {CONTACT_GENERATIONS.map((generation, index) => {
        const count = view.counts[index];
        return (
          <label key={generation}>
            <input type="checkbox" checked={view.generations.includes(generation)} onChange={() => view.toggle(generation)} />
            <Trans>
              Generation {generation} ({count})
            </Trans>
          </label>
        );
      })}
    </fieldset>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { GENERATION_COLOURS } from "./graph-style.ts";

function Key({ colour, shape, children }: { colour: string; shape: "person" | "excluded"; children: ReactNode }) {
  return (
    <li>
      <span className={`chain-graph-key chain-graph-key-${shape}`} style={{ ["--key-colour" as string]: colour }} aria-hidden="true" />
      {children}
    </li>
  );
}

/** What the colours and shapes of the drawing mean. */
export function GraphLegend() {
  const { t } = useLingui();
  return (
    <ul className="chain-graph-legend" aria-label={t`Legend`}>
      <Key colour={GENERATION_COLOURS[0]} shape="person">
        <Trans>Index person</Trans>
      </Key>
      <Key colour={GENERATION_COLOURS[1]} shape="person">
        <Trans>1st generation</Trans>
      </Key>
      <Key colour={GENERATION_COLOURS[2]} shape="person">
        <Trans>2nd generation</Trans>
      </Key>
      <Key colour={GENERATION_COLOURS[3]} shape="person">
        <Trans>3rd generation</Trans>
      </Key>
      <Key colour={GENERATION_COLOURS[1]} shape="excluded">
        <Trans>Unticked contact (not notified)</Trans>
      </Key>
      <li>
        <Trans>
          <em>Italic</em> above a person: where they were exposed
        </Trans>
      </li>
    </ul>
  );
}

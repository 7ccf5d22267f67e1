import { useLingui } from "@lingui/react/macro";
import { useTextSize } from "./use-shell.ts";

export function TextSizeControl() {
  const { canIncrease, canDecrease, increase, decrease } = useTextSize();
  const { t } = useLingui();
  return (
    <div className="text-size" role="group" aria-label={t`Text size`}>
      {/* The name starts with what the button shows, so "A minus" spoken to voice control presses it too. */}
      <button type="button" className="icon-button" onClick={decrease} disabled={!canDecrease} aria-label={`A− ${t`Smaller text`}`}>
        A−
      </button>
      <button type="button" className="icon-button" onClick={increase} disabled={!canIncrease} aria-label={`A+ ${t`Larger text`}`}>
        A+
      </button>
    </div>
  );
}

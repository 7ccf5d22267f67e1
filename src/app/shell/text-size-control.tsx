import { useLingui } from "@lingui/react/macro";
import { useTextSize } from "./use-shell.ts";

export function TextSizeControl() {
  const { canIncrease, canDecrease, increase, decrease } = useTextSize();
  const { t } = useLingui();
  return (
    <div className="text-size" role="group" aria-label={t`Text size`}>
      <button type="button" className="icon-button" onClick={decrease} disabled={!canDecrease} aria-label={t`Smaller text`}>
        A−
      </button>
      <button type="button" className="icon-button" onClick={increase} disabled={!canIncrease} aria-label={t`Larger text`}>
        A+
      </button>
    </div>
  );
}

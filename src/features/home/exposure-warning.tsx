import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates.ts";
import { exposuresMachine } from "./exposure-warning-effects.ts";
import { useExposureWarning } from "./use-exposure-warning.ts";
import "./exposure-warning.css";

/** The signed-in home's warning once health officials have told the traveller they may have been exposed (decision 026). */
export function ExposureWarning() {
  const { i18n } = useLingui();
  const { state, exposures, reload } = useExposureWarning(useActorRef(exposuresMachine));
  // The dates are commonwealth calendar days: shown as they are, whatever the phone's time zone.
  const shown = (date: string) => formatDay(date, i18n.locale);

  if (state === "failed") {
    return (
      <p className="exposure-check-failed">
        <Trans>Exposure notices could not be checked.</Trans>
        <button type="button" className="button secondary" onClick={reload}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  if (state !== "warning") return null;
  const until = exposures.reduce((latest, exposure) => (exposure.quarantine_until > latest ? exposure.quarantine_until : latest), "");
  return (
    <section className="exposure-warning" role="alert" aria-labelledby="exposure-warning-title">
      <h2 id="exposure-warning-title">
        <span aria-hidden="true">⚠</span>
        <Trans>You may have been exposed to COVID-19</Trans>
      </h2>
      <ul className="exposure-list">
        {exposures.map((exposure) => (
          <li key={`${exposure.exposure_date}-${exposure.place}`}>
            <span className="exposure-place">{exposure.place}</span>
            <span>
              <Trans>
                On <time dateTime={exposure.exposure_date}>{shown(exposure.exposure_date)}</time>
              </Trans>
            </span>
          </li>
        ))}
      </ul>
      <p className="exposure-quarantine">
        <Trans>
          Please stay home and keep away from other people until <time dateTime={until}>{shown(until)}</time>.
        </Trans>
      </p>
      <p>
        <Trans>The health office will contact you about quarantine and testing. If you feel unwell, call your health provider.</Trans>
      </p>
      <p>
        <Link to="/hotlines">
          <Trans>Health hotlines</Trans>
        </Link>
      </p>
    </section>
  );
}

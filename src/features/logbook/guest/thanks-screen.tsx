import { Trans, useLingui } from "@lingui/react/macro";
import type { GuestVisit } from "../../../../machines/guest-logbook.machine.ts";
import type { LogbookQrAttributes } from "../../../domain/logbook.ts";

interface ThanksScreenProps {
  establishment: LogbookQrAttributes | undefined;
  visit: GuestVisit | undefined;
  checkingOut: boolean;
  checkedOut: boolean;
  canCheckOut: boolean;
  failure: string | undefined;
  onCheckOut: () => void;
}

/**
 * Step 2: thanks, the advice of spec part 2, and the means to end the visit before it ends by itself;
 * a guest the access rule refuses (a case, or a symptom just reported) is told so instead of the advice.
 */
export default function ThanksScreen({ establishment, visit, checkingOut, checkedOut, canCheckOut, failure, onCheckOut }: ThanksScreenProps) {
  const { i18n } = useLingui();
  const refused = visit?.access_status === "NOT_ALLOWED";
  const endsAt = visit ? new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit" }).format(new Date(visit.ends_at)) : "";
  return (
    <section className={`guest-card guest-thanks${refused ? " guest-refused" : ""}`}>
      <h2>{refused ? <Trans>Entry not allowed</Trans> : <Trans>Thank you for checking in!</Trans>}</h2>
      {establishment && (
        <p className="thanks-place">
          {establishment.name}
          {establishment.branch && ` · ${establishment.branch}`}
        </p>
      )}
      {refused ? (
        <p className="refusal" role="alert">
          <Trans>
            Your health status or the symptoms you reported do not allow entry right now. Please stay home, and contact your health provider or a hotline if you feel unwell. Your check-in has been recorded.
          </Trans>
        </p>
      ) : (
        <ul className="advice">
          <li>
            <Trans>Please wear a mask.</Trans>
          </li>
          <li>
            <Trans>Wash your hands often.</Trans>
          </li>
          <li>
            <Trans>Keep a safe distance from others.</Trans>
          </li>
        </ul>
      )}
      <p className="app-reminder">
        <Trans>Download and use the contact-tracing app, so you are told quickly if you were near a case.</Trans>
      </p>
      {checkedOut ? (
        <p className="checked-out" role="status">
          <Trans>You have checked out. Thank you!</Trans>
        </p>
      ) : (
        <div className="check-out">
          {endsAt && (
            <p>
              <Trans>Your visit ends by itself at {endsAt}. Leaving earlier? Check out:</Trans>
            </p>
          )}
          {failure && (
            <p className="sign-in-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="button" className="button secondary" onClick={onCheckOut} disabled={!canCheckOut}>
            {checkingOut ? <Trans>Checking out…</Trans> : <Trans>Check out</Trans>}
          </button>
        </div>
      )}
    </section>
  );
}

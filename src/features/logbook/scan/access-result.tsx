import { Trans, useLingui } from "@lingui/react/macro";
import type { AccessResult, Establishment } from "../../../../machines/logbook-scan.machine.ts";
import { DoorAnswers, SomeRefusedText } from "../door-answers.tsx";
import { PlaceCard } from "./place-card.tsx";

interface AccessResultProps {
  access: AccessResult;
  place: Establishment | undefined;
  onDone: () => void;
}

/** Why entry was refused, in the reader's language. */
function useRefusalText(access: AccessResult): string {
  const { t } = useLingui();
  // The server refused entry: the check-in is on record. Any other failure confirmed nothing.
  if (access.status === "NOT_ALLOWED" && !access.recorded) {
    return t`Your check-in could not be confirmed, so entry is not allowed. Please try again, or ask the staff for help.`;
  }
  return t`Your health status or the symptoms you reported do not allow entry right now. Please stay home, and contact your health provider or a hotline if you feel unwell. Your check-in has been recorded.`;
}

/**
 * docs/product-spec.md, part 4 "Access check": ALLOWED with the default welcome, or NOT_ALLOWED with a title and
 * message, for the traveller; then each person with them and their own answer (decision 034).
 */
export function AccessResultView({ access, place, onDone }: AccessResultProps) {
  const allowed = access.status === "ALLOWED";
  const refusal = useRefusalText(access);
  const someRefused = access.companions.some((person) => person.access_status === "NOT_ALLOWED");
  return (
    <section className={`access-result ${allowed ? "access-allowed" : "access-refused"}`} aria-labelledby="access-title">
      {place && <PlaceCard place={place} />}
      <p className="access-mark" aria-hidden="true">
        {allowed ? "✓" : "✕"}
      </p>
      <h2 id="access-title">{allowed ? <Trans>ALLOWED</Trans> : <Trans>Entry not allowed</Trans>}</h2>
      <p className="access-message" role="status">
        {allowed ? <Trans>Welcome! Please wear mask, wash your hands and maintain social distancing! Stay safe!</Trans> : refusal}
      </p>
      {access.companions.length > 0 && (
        <section className="access-companions" aria-labelledby="access-companions-title">
          <h3 id="access-companions-title">
            <Trans>People with me</Trans>
          </h3>
          <DoorAnswers people={access.companions} />
          {someRefused && (
            <p className="refusal">
              <SomeRefusedText />
            </p>
          )}
        </section>
      )}
      <button type="button" className="button primary" onClick={onDone}>
        <Trans>Back to Digital Logbook</Trans>
      </button>
    </section>
  );
}

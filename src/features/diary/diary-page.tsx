import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import { writtenDay } from "#domain/tracing/exposure-message.ts";
import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";
import { SymptomChecklist } from "../../ui/symptoms/symptom-checklist.tsx";
import { useSymptomChecklist, type SymptomsActor } from "../../ui/symptoms/use-symptom-checklist.ts";
import { useSymptomDiary } from "./use-symptom-diary.ts";
import "./diary.css";

function Checklist({ actor }: { actor: SymptomsActor }) {
  const checklist = useSymptomChecklist(actor);
  return (
    <>
      <SymptomChecklist actor={actor} question={<Trans>How do you feel today?</Trans>} />
      <button type="button" className="button primary" disabled={!checklist.canSubmit} onClick={checklist.submit}>
        <Trans>Send today's answer</Trans>
      </button>
    </>
  );
}

/**
 * /diary/{token}: a notified contact's daily health check (decision 053). It names no one and no
 * place: only the days of the check and today's symptoms.
 */
export function DiaryPage() {
  const { i18n } = useLingui();
  const { token = "" } = useParams();
  const diary = useSymptomDiary(token);
  const locale = toLocale(i18n.locale) ?? FALLBACK_LOCALE;
  const until = diary.diary && writtenDay(diary.diary.until, locale);
  return (
    <section className="diary-page">
      <h1>
        <Trans>Daily health check</Trans>
      </h1>
      {diary.screen === "linkInvalid" && (
        <p className="error-text" role="alert">
          <Trans>This link is not valid. Use the link in the message you received.</Trans>
        </p>
      )}
      {diary.screen === "linkExpired" && (
        <p className="error-text" role="alert">
          <Trans>This link has expired: your follow-up period has ended.</Trans>
        </p>
      )}
      {diary.screen === "opening" && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {(diary.screen === "openFailed" || diary.screen === "sendFailed") && (
        <div role="alert">
          <p className="error-text">
            <Trans>Your answer could not be loaded or sent. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="button secondary" onClick={diary.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {until && (diary.screen === "checklist" || diary.screen === "answered") && (
        <p className="diary-until">
          <Trans>Answer once a day until {until}. Your answers go only to the health office.</Trans>
        </p>
      )}
      {diary.screen === "checklist" && diary.checklist && <Checklist actor={diary.checklist} />}
      {diary.screen === "sending" && (
        <p role="status">
          <Trans>Sending...</Trans>
        </p>
      )}
      {diary.screen === "answered" && (
        <div className="diary-answered" role="status">
          <p>
            <Trans>Thank you. Today's answer is kept. If you feel unwell, call your health provider.</Trans>
          </p>
          <button type="button" className="button secondary" onClick={diary.change}>
            <Trans>Change today's answer</Trans>
          </button>
        </div>
      )}
    </section>
  );
}

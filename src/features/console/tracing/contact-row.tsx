import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { CaseStatusFields, NEW_CASE, newCaseFacts } from "./case-status-fields.tsx";
import { FOLLOW_UP_STATUSES, type FollowUpStatus, isFollowUpOverdue, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { ActionOutcome } from "./action-outcome.tsx";
import { ContactTimeline } from "./contact-timeline.tsx";
import { formatDay, formatInstant } from "./tracing-format.ts";
import { CHANNEL_LABELS, FOLLOW_UP_LABELS, KIND_LABELS } from "./tracing-labels.ts";
import type { DiarySummary } from "#domain/tracing/symptom-diary.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/**
 * Tick or untick, always with the reason the official gives. A contact reached only through
 * unticked contacts is ticked by hand to be notified all the same.
 */
function ReviewForm({ view, contact }: { view: CaseWorkbenchView; contact: TracingContact }) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const { included, ticked } = contact.attributes;
  const busy = view.activity === "reviewing" && view.busyContact === contact.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.review(contact.id, !included, reason);
  };
  const fieldId = `review-${contact.id}`;
  return (
    <form className="tracing-review" onSubmit={submit} noValidate>
      <label className="tracing-field" htmlFor={fieldId}>
        {included ? t`Reason to untick` : ticked ? t`Reason to notify them all the same` : t`Reason to tick again`}
      </label>
      <div className="tracing-inline">
        <input id={fieldId} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
        <button type="submit" className="button secondary" disabled={view.activity !== "idle"}>
          {busy ? <Trans>Saving...</Trans> : included ? <Trans>Untick</Trans> : <Trans>Tick</Trans>}
        </button>
      </div>
      <ActionOutcome view={view} action="review" contactId={contact.id} />
    </form>
  );
}

/** Another case told this person of the same exposure: they are not told again. */
function AlreadyNotified({ notice }: { notice: { case_id: string; notified_at: string } }) {
  const { i18n } = useLingui();
  const at = formatInstant(i18n.locale, notice.notified_at);
  const caseName = notice.case_id.slice(0, 8);
  return (
    <span className="tracing-already">
      <Trans>
        Already notified on {at} in case <Link to={`/console/tracing/cases/${notice.case_id}`}>{caseName}</Link>: not notified again for the same exposure.
      </Trans>
    </span>
  );
}

/** An e-mail a server crash may have sent (decision 041): not sent again unless the official asks. */
function MayHaveBeenSent({ at }: { at: string }) {
  const { i18n } = useLingui();
  const when = formatInstant(i18n.locale, at);
  return (
    <span className="tracing-already">
      <Trans>The e-mail of {when} may have been sent before the server stopped: check with them before sending it again.</Trans>
    </span>
  );
}

/** After the freeze: the follow-up status, its due day and a note. */
function FollowUpForm({ view, contact }: { view: CaseWorkbenchView; contact: TracingContact }) {
  const { t } = useLingui();
  const facts = contact.attributes;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const due = form.get("due");
    const note = form.get("note");
    view.saveFollowUp({
      contactId: contact.id,
      status: FOLLOW_UP_STATUSES.find((status) => status === form.get("status")) ?? facts.follow_up_status,
      due: typeof due === "string" && due !== "" ? due : null,
      note: typeof note === "string" && note.trim() !== "" ? note : null,
    });
  };
  const busy = view.activity === "savingFollowUp" && view.busyContact === contact.id;
  return (
    <form key={`${facts.follow_up_status}-${facts.follow_up_due}-${facts.follow_up_note}`} className="tracing-follow-up" onSubmit={submit} noValidate>
      <label className="tracing-field">
        <span>
          <Trans>Follow-up</Trans>
        </span>
        <select name="status" defaultValue={facts.follow_up_status}>
          {FOLLOW_UP_STATUSES.map((status: FollowUpStatus) => (
            <option key={status} value={status}>
              {t(FOLLOW_UP_LABELS[status])}
            </option>
          ))}
        </select>
      </label>
      <label className="tracing-field">
        <span>
          <Trans>Due</Trans>
        </span>
        <input type="date" name="due" defaultValue={facts.follow_up_due ?? ""} />
      </label>
      <label className="tracing-field tracing-wide">
        <span>
          <Trans>Note</Trans>
        </span>
        <input name="note" maxLength={500} defaultValue={facts.follow_up_note ?? ""} />
      </label>
      <button type="submit" className="button secondary" disabled={view.activity !== "idle"}>
        {busy ? <Trans>Saving...</Trans> : <Trans>Save follow-up</Trans>}
      </button>
      <ActionOutcome view={view} action="followUp" contactId={contact.id} done={t`Follow-up saved.`} />
    </form>
  );
}

/** The list's stage: a draft is reviewed, a frozen list followed up; a closed case only read. */
type Stage = "draft" | "frozen" | "closed";

/** Through whom a dropped contact was reached, each with the reason they were unticked. */
function ReachedOnlyThrough({ contact, stage }: { contact: TracingContact; stage: Stage }) {
  const facts = contact.attributes;
  const [only, ...more] = facts.reached_only_through;
  if (!only) return null;
  const dropped = facts.ticked && !facts.included;
  // Only a draft list can still be ticked.
  const note =
    dropped && stage === "draft" ? (
      <Trans>Not notified unless ticked again with a reason.</Trans>
    ) : dropped ? (
      <Trans>Not notified.</Trans>
    ) : facts.ticked ? (
      <Trans>Ticked by hand: notified all the same.</Trans>
    ) : null;
  if (more.length === 0) {
    const name = only.full_name;
    const reason = only.reason ?? "";
    return (
      <div className="tracing-reach">
        <p>
          <Trans>
            Reached only through {name}, unticked: {reason}
          </Trans>
        </p>
        {note && <p>{note}</p>}
      </div>
    );
  }
  return (
    <div className="tracing-reach">
      <p>
        <Trans>Reached only through contacts who are unticked:</Trans>
      </p>
      <ul>
        {facts.reached_only_through.map((through) => {
          const name = through.full_name;
          const reason = through.reason ?? "";
          return (
            <li key={through.contact_id}>
              <Trans>
                {name}, unticked: {reason}
              </Trans>
            </li>
          );
        })}
      </ul>
      {note && <p>{note}</p>}
    </div>
  );
}

/** The contact's case of their own, or the way to open one from here in one step (the new case stays linked to this one). */
function OwnCase({ view, contact }: { view: CaseWorkbenchView; contact: TracingContact }) {
  const [opening, setOpening] = useState(false);
  const caseId = contact.attributes.case_id;
  if (caseId) {
    return (
      <p className="tracing-own-case">
        <Link to={`/console/tracing/cases/${caseId}`}>
          <Trans>Now a case of their own: open it</Trans>
        </Link>
      </p>
    );
  }
  if (!opening) {
    return (
      <div className="tracing-own-case">
        <button type="button" className="button secondary" disabled={view.activity !== "idle"} onClick={() => setOpening(true)}>
          <Trans>Make this contact a case</Trans>
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.convert(contact.id, newCaseFacts(new FormData(event.currentTarget)));
  };
  const busy = view.activity === "converting" && view.busyContact === contact.id;
  const name = contact.attributes.full_name;
  const headingId = `convert-${contact.id}`;
  return (
    <form className="tracing-convert" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>
        <Trans>Open a case for {name}</Trans>
      </h4>
      <div className="tracing-fields">
        <CaseStatusFields defaults={NEW_CASE} />
      </div>
      <ActionOutcome view={view} action="convert" contactId={contact.id} />
      <div className="tracing-actions">
        <button type="submit" className="button primary" disabled={view.activity !== "idle"}>
          {busy ? <Trans>Opening...</Trans> : <Trans>Open the case</Trans>}
        </button>
        <button type="button" className="button secondary" disabled={view.activity !== "idle"} onClick={() => setOpening(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** One contact: who, where and when, why (the timeline and who exposed them), and what the official can do now. */
export function ContactRow({ view, contact, stage, today }: { view: CaseWorkbenchView; contact: TracingContact; stage: Stage; today: string }) {
  const { t, i18n } = useLingui();
  const facts = contact.attributes;
  const overdue = stage !== "draft" && isFollowUpOverdue(facts, today);
  const kind = t(KIND_LABELS[facts.kind]);
  const generation = facts.generation;
  const parent = facts.parent_name;
  const dueDay = facts.follow_up_due ? formatDay(i18n.locale, facts.follow_up_due) : "";
  const followUpStatus = t(FOLLOW_UP_LABELS[facts.follow_up_status]);
  const classes = ["tracing-card", "tracing-contact", facts.included ? "included" : "excluded", overdue ? "overdue" : ""].filter(Boolean).join(" ");
  const earlier = facts.already_notified;
  const headingId = `contact-${contact.id}`;
  return (
    <li className={classes} aria-labelledby={headingId}>
      <div className="tracing-match-head">
        <h3 id={headingId}>{facts.full_name || t`Name not known`}</h3>
        <span className={`tracing-badge kind-${facts.kind}`}>{kind}</span>
        <span className="tracing-badge generation">
          <Trans>Generation {generation}</Trans>
        </span>
        {!facts.ticked && (
          <span className="tracing-badge excluded">
            <Trans>Unticked</Trans>
          </span>
        )}
        {facts.ticked && !facts.included && (
          <span className="tracing-badge excluded">
            <Trans>Not notified</Trans>
          </span>
        )}
        {overdue && (
          <span className="tracing-badge overdue">
            <Trans>Overdue</Trans>
          </span>
        )}
      </div>
      <dl className="tracing-facts">
        <dt>
          <Trans>Reach</Trans>
        </dt>
        <dd>{[facts.mobile_number, facts.email].filter(Boolean).join(" · ") || t`No mobile number or e-mail`}</dd>
        <dt>
          <Trans>Place</Trans>
        </dt>
        <dd>{facts.place}</dd>
        <dt>
          <Trans>Exposed</Trans>
        </dt>
        <dd>
          {formatInstant(i18n.locale, facts.exposure_start)} · <Trans>{facts.overlap_minutes} min together</Trans>
        </dd>
        <dt>
          <Trans>Exposed by</Trans>
        </dt>
        <dd>{parent}</dd>
        {facts.review_reason && (
          <>
            <dt>
              <Trans>Review</Trans>
            </dt>
            <dd>{facts.review_reason}</dd>
          </>
        )}
        {stage !== "draft" && (
          <>
            <dt>
              <Trans>Notified</Trans>
            </dt>
            <dd>
              {facts.notified_at && facts.notified_by
                ? `${formatInstant(i18n.locale, facts.notified_at)} · ${t(CHANNEL_LABELS[facts.notified_by])}`
                : earlier || facts.may_have_been_sent_at
                  ? null
                  : t`Not yet`}
              {!facts.notified_at && facts.may_have_been_sent_at && <MayHaveBeenSent at={facts.may_have_been_sent_at} />}
              {earlier && <AlreadyNotified notice={earlier} />}
            </dd>
            <dt>
              <Trans>Follow-up</Trans>
            </dt>
            <dd>{dueDay ? t`${followUpStatus} · due ${dueDay}` : followUpStatus}</dd>
            {facts.diary && <DiaryFacts diary={facts.diary} />}
          </>
        )}
        {stage === "draft" && earlier && (
          <>
            <dt>
              <Trans>Notified</Trans>
            </dt>
            <dd>
              <AlreadyNotified notice={earlier} />
            </dd>
          </>
        )}
      </dl>
      <ReachedOnlyThrough contact={contact} stage={stage} />
      <ContactTimeline contact={facts} />
      {stage === "draft" && <ReviewForm key={`${facts.ticked}-${facts.included}`} view={view} contact={contact} />}
      {stage === "frozen" && facts.included && <FollowUpForm view={view} contact={contact} />}
      <OwnCase view={view} contact={contact} />
    </li>
  );
}

/** The contact's symptom diary on their follow-up (decision 053): days answered and missed, the last answer. */
function DiaryFacts({ diary }: { diary: DiarySummary }) {
  const { i18n } = useLingui();
  const answered = diary.days_answered;
  const missed = diary.days_missed;
  const last = diary.last_answer;
  const lastDay = last ? formatDay(i18n.locale, last.day) : "";
  const symptoms = last ? last.symptoms.filter((code) => code !== "NONE_OF_THE_ABOVE").join(", ") : "";
  return (
    <>
      <dt>
        <Trans>Symptom diary</Trans>
      </dt>
      <dd className="tracing-diary">
        <Trans>
          {answered} days answered, {missed} missed
        </Trans>
        {last &&
          (symptoms ? (
            <Trans>
              ; last answer {lastDay}: {symptoms}
            </Trans>
          ) : (
            <Trans>; last answer {lastDay}: no symptoms</Trans>
          ))}
      </dd>
    </>
  );
}

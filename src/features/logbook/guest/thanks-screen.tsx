import { Trans, useLingui } from "@lingui/react/macro";
import type { GuestVisit } from "../../../../machines/guest-logbook.machine.ts";
import type { CheckedInPerson, LogbookQrAttributes } from "#domain/logbook.ts";
import { wasLetIn } from "#domain/door-answer.ts";
import { DoorAnswers, SomeRefusedText } from "../door-answers.tsx";

interface ThanksScreenProps {
  establishment: LogbookQrAttributes | undefined;
  visit: GuestVisit | undefined;
  /** The visits checked out so far. */
  checkedOut: readonly string[];
  everyoneOut: boolean;
  checkingOut: boolean;
  canCheckOut: boolean;
  failure: string | undefined;
  /** One person's visit, or everyone's still open. */
  onCheckOut: (visitId?: string) => void;
}

/**
 * Step 2: thanks, the advice of docs/product-spec.md, part 2, and the means to end the visits before they end by
 * themselves. Each person's door answer is their own (decision 034): the screen says who may enter and
 * who may not, and those the access rule refuses (a case, or a symptom just reported) are told why.
 */
export default function ThanksScreen({ establishment, visit, checkedOut, everyoneOut, checkingOut, canCheckOut, failure, onCheckOut }: ThanksScreenProps) {
  const { i18n } = useLingui();
  const people = visit?.people ?? [];
  const refused = people.filter((person) => person.access_status === "NOT_ALLOWED");
  const household = people.length > 1;
  const endsAt = visit ? new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit" }).format(new Date(visit.ends_at)) : "";
  const allRefused = people.length > 0 && refused.length === people.length;
  return (
    <section className={`guest-card guest-thanks${refused.length > 0 ? " guest-refused" : ""}`}>
      <h2>
        {allRefused ? <Trans>Entry not allowed</Trans> : refused.length > 0 ? <Trans>Not everyone may enter</Trans> : <Trans>Thank you for checking in!</Trans>}
      </h2>
      {establishment && (
        <p className="thanks-place">
          {establishment.name}
          {establishment.branch && ` · ${establishment.branch}`}
        </p>
      )}
      {household && (
        <DoorAnswers
          people={people}
          action={(person) =>
            // A refused person never went in: nothing to check out, their check-in stays on record.
            wasLetIn(person) && (
              <PersonCheckOut person={person} checkedOut={checkedOut.includes(person.visit_id)} canCheckOut={canCheckOut} onCheckOut={onCheckOut} />
            )
          }
        />
      )}
      {refused.length > 0 && (
        <p className="refusal" role="alert">
          {household ? (
            <SomeRefusedText />
          ) : (
            <Trans>
              Your health status or the symptoms you reported do not allow entry right now. Please stay home, and contact your health provider or a hotline if
              you feel unwell. Your check-in has been recorded.
            </Trans>
          )}
        </p>
      )}
      {!allRefused && (
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
      {allRefused ? null : everyoneOut ? (
        <p className="checked-out" role="status">
          <Trans>You have checked out. Thank you!</Trans>
        </p>
      ) : (
        <div className="check-out">
          {endsAt && (
            <p>
              {household ? (
                <Trans>Your visits end by themselves at {endsAt}. Leaving earlier? Check out everyone, or one person at a time:</Trans>
              ) : (
                <Trans>Your visit ends by itself at {endsAt}. Leaving earlier? Check out:</Trans>
              )}
            </p>
          )}
          {failure && (
            <p className="sign-in-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="button" className="button secondary" onClick={() => onCheckOut()} disabled={!canCheckOut}>
            {checkingOut ? (
              <Trans>Checking out…</Trans>
            ) : refused.length > 0 ? (
              <Trans>Check out everyone who went in</Trans>
            ) : household ? (
              <Trans>Check out everyone</Trans>
            ) : (
              <Trans>Check out</Trans>
            )}
          </button>
        </div>
      )}
    </section>
  );
}

interface PersonCheckOutProps {
  person: CheckedInPerson;
  checkedOut: boolean;
  canCheckOut: boolean;
  onCheckOut: (visitId: string) => void;
}

/** One person of a household checks out on their own. */
function PersonCheckOut({ person, checkedOut, canCheckOut, onCheckOut }: PersonCheckOutProps) {
  const name = `${person.name} ${person.last_name}`;
  if (checkedOut) {
    return (
      <span className="door-left">
        <Trans>Checked out</Trans>
      </span>
    );
  }
  return (
    <button type="button" className="button link" onClick={() => onCheckOut(person.visit_id)} disabled={!canCheckOut}>
      <Trans>Check out {name}</Trans>
    </button>
  );
}

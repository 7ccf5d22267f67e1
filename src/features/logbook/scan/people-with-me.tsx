import { Trans, useLingui } from "@lingui/react/macro";
import { fullName } from "../../../../machines/logbook-scan.machine.ts";
import type { LogbookScanView } from "./use-logbook-scan.ts";
import "../../../ui/symptoms/symptom-checklist.css";
import "../logbook.css";

/**
 * "People with me" (decision 034): the family members of the traveller's profile to tick, and anyone
 * else to add by name. Each is checked in as a person of their own, on the traveller's number.
 */
export function PeopleWithMe({ scan }: { scan: LogbookScanView }) {
  const { t } = useLingui();
  return (
    <fieldset className="people-with-me">
      <legend>
        <Trans>People with me</Trans>
      </legend>
      <p className="field-hint">
        <Trans>Checking in children or others without a phone? Add them here: each is checked in as a person of their own.</Trans>
      </p>
      {scan.family.map(({ person, chosen }, index) => (
        <label key={fullName(person)} className="check-choice">
          <input type="checkbox" checked={chosen} disabled={!chosen && !scan.roomForMore} onChange={() => scan.toggleFamilyMember(index)} />
          <span>{fullName(person)}</span>
        </label>
      ))}
      {scan.typedCompanions.map(({ details, index }) => {
        const name = fullName(details);
        return (
          <p key={name} className="typed-companion">
            <span>{name}</span>
            <button type="button" className="button link remove-companion" onClick={() => scan.removeCompanion(index)} aria-label={t`Remove ${name}`}>
              <Trans>Remove</Trans>
            </button>
          </p>
        );
      })}
      {scan.samePerson && <SamePersonAlert />}
      {scan.roomForMore && (
        <button type="button" className="button secondary" onClick={scan.openAddCompanion}>
          <Trans>Add a person</Trans>
        </button>
      )}
    </fieldset>
  );
}

/** A person picked or typed has the name of someone already checking in: the door would take them for one. */
export function SamePersonAlert() {
  return (
    <p className="field-error" role="alert">
      <Trans>Each person checks in once: two people here have the same name.</Trans>
    </p>
  );
}

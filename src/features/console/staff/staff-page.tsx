import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import type { StaffChange } from "../../../../machines/console/staff-members.machine.ts";
import { FailureNotice } from "../failure-notice.tsx";
import { useStaffSession } from "../use-staff-session.ts";
import { InviteForm } from "./invite-form.tsx";
import { MemberCard } from "./member-card.tsx";
import { staffMachine } from "./staff-effects.ts";
import { useStaffMembers } from "./use-staff-members.ts";

/** The admin's staff page: who has access with which roles, and the changes to that. */
export function StaffPage() {
  const { t } = useLingui();
  const { me } = useStaffSession();
  const { loading, failedToLoad, inviting, canChange, members, savingFor, done, failure, invite, reload, saveRoles, saveStatus, resendInvite } =
    useStaffMembers(useActorRef(staffMachine));
  const doneText: Record<StaffChange, string> = {
    invited: t`The invitation was sent.`,
    rolesSaved: t`The roles were saved.`,
    statusSaved: t`The account was updated.`,
    inviteResent: t`The invitation was sent again.`,
  };
  return (
    <section className="console-staff" aria-labelledby="console-staff-title">
      <h1 id="console-staff-title">
        <Trans>Staff</Trans>
      </h1>
      {done && (
        <p className="console-notice" role="status">
          {doneText[done]}
        </p>
      )}
      <FailureNotice failure={failure} />
      <div className="console-staff-layout">
        <InviteForm busy={inviting} enabled={canChange} invited={done === "invited"} failure={failure} onInvite={invite} />
        <div>
          <h2>
            <Trans>Members</Trans>
          </h2>
          {loading && members.length === 0 && (
            <p aria-busy="true">
              <Trans>Loading...</Trans>
            </p>
          )}
          {failedToLoad && (
            <button type="button" className="button secondary" onClick={reload}>
              <Trans>Try again</Trans>
            </button>
          )}
          <ul className="console-members">
            {members.map((member) => (
              <MemberCard
                key={`${member.id}-${member.attributes.roles.join()}`}
                member={member}
                enabled={canChange}
                saving={savingFor === member.id}
                isSelf={member.id === me?.id}
                onRoles={(roles) => saveRoles(member.id, roles)}
                onStatus={(status) => saveStatus(member.id, status)}
                onResend={() => resendInvite(member.id)}
              />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

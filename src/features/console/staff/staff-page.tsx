import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import type { StaffChange } from "../../../../machines/console/staff-members.machine.ts";
import { CommonwealthZoneNote } from "../commonwealth-zone.tsx";
import { FailureNotice } from "../failure-notice.tsx";
import { useStaffSession } from "../use-staff-session.ts";
import { InviteForm } from "./invite-form.tsx";
import { MemberRow } from "./member-row.tsx";
import { StaffFilters } from "./staff-filters.tsx";
import { staffMachine } from "./staff-effects.ts";
import "./staff.css";
import { useStaffMembers } from "./use-staff-members.ts";

/** The admin's staff page: who has access with which roles, and the changes to that. */
export function StaffPage() {
  const { t } = useLingui();
  const { me } = useStaffSession();
  const staff = useStaffMembers(useActorRef(staffMachine));
  const { loading, failedToLoad, inviting, canChange, members, shown, view, savingFor, done, failure } = staff;
  const doneText: Record<StaffChange, string> = {
    invited: t`The invitation was sent.`,
    rolesSaved: t`The roles were saved.`,
    statusSaved: t`The account was updated.`,
    inviteResent: t`The invitation was sent again.`,
  };
  return (
    <section className="console-staff staff-page" aria-labelledby="console-staff-title">
      <h1 id="console-staff-title">
        <Trans>Staff</Trans>
      </h1>
      <CommonwealthZoneNote />
      {done && (
        <p className="console-notice" role="status">
          {doneText[done]}
        </p>
      )}
      <FailureNotice failure={failure} />
      <div className="staff-layout">
        <div className="staff-members">
          <h2>
            <Trans>Members</Trans>
          </h2>
          <StaffFilters view={view} shown={shown.length} total={members.length} onChange={staff.changeView} />
          {loading && members.length === 0 && (
            <p aria-busy="true">
              <Trans>Loading...</Trans>
            </p>
          )}
          {failedToLoad && (
            <button type="button" className="button secondary" onClick={staff.reload}>
              <Trans>Try again</Trans>
            </button>
          )}
          {members.length > 0 && (
            <div className="staff-table-wrap">
              <table className="staff-table">
                <caption className="staff-hidden">
                  <Trans>Staff members</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Name</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Roles</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Agency</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Last sign-in</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Second factor</Trans>
                    </th>
                    <th scope="col">
                      <span className="staff-hidden">
                        <Trans>Actions</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((member) => (
                    <MemberRow
                      key={`${member.id}-${member.attributes.roles.join()}-${member.attributes.status}`}
                      member={member}
                      enabled={canChange}
                      saving={savingFor === member.id}
                      isSelf={member.id === me?.id}
                      onRoles={(roles) => staff.saveRoles(member.id, roles)}
                      onStatus={(status) => staff.saveStatus(member.id, status)}
                      onResend={() => staff.resendInvite(member.id)}
                    />
                  ))}
                </tbody>
              </table>
              {shown.length === 0 && (
                <p className="staff-muted">
                  <Trans>No member matches the search and filters.</Trans>
                </p>
              )}
            </div>
          )}
        </div>
        <InviteForm busy={inviting} enabled={canChange} invited={done === "invited"} failure={failure} onInvite={staff.invite} />
      </div>
    </section>
  );
}

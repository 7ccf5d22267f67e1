import { Trans } from "@lingui/react/macro";
import { BranchCard } from "./branch-card.tsx";
import { useServerText } from "./portal-messages.ts";
import { usePortalBranches, usePortalScreen } from "./use-portal.ts";

/** The portal's home: the account, its branches with today's visitors, and adding one. */
export function BranchList() {
  const text = useServerText();
  const { error } = usePortalScreen();
  const { account, branches, loading, canAdd, add, canReload, reload, canLogOut, logOut } = usePortalBranches();

  return (
    <div className="portal">
      <section className="portal-card portal-account">
        <div>
          <h2 className="portal-organisation">{account?.organisation_name}</h2>
          <p className="form-intro">{account?.email}</p>
        </div>
        <button type="button" className="button destructive" onClick={logOut} disabled={!canLogOut}>
          <Trans>Log out</Trans>
        </button>
      </section>
      {error && <p className="sign-in-failure">{text(error)}</p>}
      <div className="portal-actions">
        <button type="button" className="button primary" onClick={add} disabled={!canAdd}>
          <Trans>Add branch</Trans>
        </button>
        <button type="button" className="button secondary" onClick={reload} disabled={!canReload}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {loading && (
        <p className="form-intro" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {!loading && branches.length === 0 && (
        <p className="portal-card form-intro">
          <Trans>No branches yet. Add one to get its QR code.</Trans>
        </p>
      )}
      <ul className="branch-list">
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </ul>
    </div>
  );
}

import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SiteFooter } from "../site-footer/site-footer.tsx";
import { DataAccessSection } from "./data-access-section.tsx";
import { DeleteAccountDialog, DeleteAccountSection, LoginRequiredDialog } from "./delete-account.tsx";
import { FamiliesSection } from "./families-section.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { useAccountDeletion, useProfile } from "../../app/session/use-profile.ts";

/** The address the privacy page's 'Delete or Deactivate your account' link leads to. */
const DELETE_ACCOUNT_HASH = "#delete";

/** /app/profile: complete or update the profile, the family, or delete the account. */
export function ProfilePage() {
  const profile = useProfile();
  const deletion = useAccountDeletion();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();

  // Opening /app/profile#delete asks at once; the address then drops the hash so a reload does not ask again.
  useEffect(() => {
    if (hash !== DELETE_ACCOUNT_HASH || !deletion.canRequest) return;
    deletion.request();
    void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate, deletion]);

  if (profile.signedOut) return <LoginRequiredDialog />;
  if (!profile.profile) {
    return (
      <div className="page-message">
        {profile.loading ? (
          <p>
            <Trans>Loading...</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>Your profile could not be loaded.</Trans>
            </p>
            <button type="button" className="button primary" onClick={profile.reload} disabled={!profile.canReload}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="profile-page">
      {profile.fromCache && (
        <div className="notice" role="status">
          <p>
            <Trans>Your profile could not be loaded. This is the copy saved on this device.</Trans>
          </p>
          <button type="button" className="button secondary" onClick={profile.reload} disabled={!profile.canReload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <section className="profile-section" aria-labelledby="profile-title">
        <h2 id="profile-title">
          <Trans>Your profile</Trans>
        </h2>
        <ProfileForm profile={profile.profile} canSave={profile.canSave} saving={profile.saving} onSave={profile.save} />
      </section>
      <FamiliesSection families={profile.profile.families} canSave={profile.canSaveFamilies} saving={profile.savingFamilies} onSave={profile.saveFamilies} />
      <DataAccessSection />
      <DeleteAccountSection />
      <DeleteAccountDialog />
      <SiteFooter />
    </div>
  );
}

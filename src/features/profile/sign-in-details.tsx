import { Trans } from "@lingui/react/macro";
import type { Profile } from "#domain/accounts.ts";
import { formatMobileNumber } from "#domain/phone.ts";

/**
 * The e-mail address and mobile number the account signs in with. They are shown, not edited:
 * the server keeps them as a one-time code proved them, so a stranger's later sign-in cannot land here.
 */
export function SignInDetails({ profile }: { profile: Profile }) {
  if (!profile.email && !profile.mobile_number) return null;
  return (
    <div className="sign-in-details">
      <dl>
        {profile.email && (
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{profile.email}</dd>
          </div>
        )}
        {profile.mobile_number && (
          <div>
            <dt>
              <Trans>Mobile number</Trans>
            </dt>
            <dd>{formatMobileNumber(profile.mobile_number)}</dd>
          </div>
        )}
      </dl>
      <p className="field-hint">
        <Trans>You sign in with these. They cannot be changed here.</Trans>
      </p>
    </div>
  );
}

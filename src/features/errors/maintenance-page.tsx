import { Trans } from "@lingui/react/macro";

/** Replaces every screen when the app is built with the maintenance flag. */
export function MaintenancePage() {
  return (
    <main className="page-message maintenance">
      <h1>
        <Trans>503 | Under Maintenance</Trans>
      </h1>
      <p>
        <Trans>We will be back soon</Trans>
      </p>
    </main>
  );
}

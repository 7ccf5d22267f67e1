import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { ROLE_NAMES } from "./console-pages.ts";
import { useStaffSession } from "./use-staff-session.ts";

const SignInPage = lazy(() => import("./sign-in/sign-in-page.tsx").then((module) => ({ default: module.SignInPage })));
const InvitePage = lazy(() => import("./sign-in/invite-page.tsx").then((module) => ({ default: module.InvitePage })));
const EnrolmentPage = lazy(() => import("./enrolment/enrolment-page.tsx").then((module) => ({ default: module.EnrolmentPage })));
const RecoveryCodesPage = lazy(() => import("./enrolment/recovery-codes-page.tsx").then((module) => ({ default: module.RecoveryCodesPage })));

/**
 * A console page for a signed-in member whose roles open it; until then the sign-in step the
 * session is on, at the same address, so the page shows once the member is through.
 */
export function ConsoleGate({ roles, children }: { roles?: readonly StaffRole[]; children: ReactNode }) {
  const { t } = useLingui();
  const session = useStaffSession();
  switch (session.step) {
    case "checking":
      return <div className="page-loading" aria-busy="true" />;
    case "enrolment":
      return <EnrolmentPage />;
    case "savingCodes":
      return <RecoveryCodesPage />;
    case "invite":
    case "inviteInvalid":
      return <InvitePage />;
    case "signedIn":
      break;
    default:
      return <SignInPage />;
  }
  if (roles && !roles.some((role) => session.roles.includes(role))) {
    const needed = roles.map((role) => t(ROLE_NAMES[role])).join(", ");
    return (
      <section className="console-card console-narrow">
        <h1>
          <Trans>Not open to your role</Trans>
        </h1>
        <p>
          <Trans>This page is for: {needed}.</Trans>
        </p>
        <Link className="button secondary" to="/console">
          <Trans>Console home</Trans>
        </Link>
      </section>
    );
  }
  return children;
}

import { useActorRef, useSelector } from "@xstate/react";
import { Suspense, useEffect } from "react";
import { useLocation, useNavigate, useRoutes } from "react-router-dom";
import { ConsoleBar } from "./console-bar.tsx";
import { CONSOLE_ROUTES } from "./console-routes.tsx";
import { consoleSessionMachine, followSessionLoss } from "./session-effects.ts";
import { useConsoleCatalog } from "./use-console-catalog.ts";
import { StaffSessionContext } from "./use-staff-session.ts";
import "./console.css";

const INVITE_PATH = /^\/console\/invite\/([^/]+)\/?$/;

/** The staff console at /console: its own routes, loaded only when a staff member opens it. */
export function ConsoleApp() {
  const catalogReady = useConsoleCatalog();
  // Read by hand rather than with useMatch, whose matching code would join every page's first load.
  const inviteToken = INVITE_PATH.exec(useLocation().pathname)?.[1];
  const actor = useActorRef(consoleSessionMachine, { input: { inviteToken } });
  const navigate = useNavigate();
  const enrolling = useSelector(actor, (snapshot) => snapshot.matches("enrolment"));

  // An accepted invitation goes on to enrolment at its own address.
  useEffect(() => {
    if (enrolling && inviteToken) void navigate("/console/enrol", { replace: true });
  }, [enrolling, inviteToken, navigate]);

  // A page's call that finds the session lost is handled here alone (decision 047): sign-in again with
  // the reason, or the second factor on the same page (decision 038). The sign-in machine's own calls handle theirs.
  useEffect(() => followSessionLoss(actor, () => void navigate("/console")), [actor, navigate]);

  const page = useRoutes(CONSOLE_ROUTES);

  if (!catalogReady) return <div className="page-loading" aria-busy="true" />;
  return (
    <StaffSessionContext value={actor}>
      <div className="console">
        <ConsoleBar />
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{page}</Suspense>
      </div>
    </StaffSessionContext>
  );
}

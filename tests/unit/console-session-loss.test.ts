import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { StaffMe } from "#domain/staff/staff-accounts.ts";
import { staffSignInMachine } from "../../machines/console/staff-sign-in.machine.ts";
import { listAuditEvents } from "../../src/api/audit.ts";
import { auditMachine } from "../../src/features/console/audit/audit-effects.ts";
import { consoleSessionMachine, followSessionLoss } from "../../src/features/console/session-effects.ts";

/**
 * Decision 047: a console page's call that finds the staff session lost is handled in one place. The
 * staff API layer hands the 401 to the console shell, which sends the member to sign in or asks for
 * the second factor, and the page's call never settles, so no page shows a failure of its own. The
 * sign-in flow's own calls still get their 401s as answers.
 */

const officer: StaffMe = {
  id: "6f1c7c4e-2d7b-4a52-9a51-1c2f0b3f9d10",
  email: "officer@customs.example",
  display_name: "Officer",
  roles: ["admin"],
  stage: "complete",
  has_totp: true,
  passkey_count: 0,
  idle_expires_at: "2026-11-24T09:30:00.000Z",
  expires_at: "2026-11-24T21:00:00.000Z",
  resuming: false,
};

/** The server as the console reaches it: each path answers with the status and body given, once or always. */
function server(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (request: string | URL | Request) => {
    const path = new URL(String(request instanceof Request ? request.url : request), "http://console.test").pathname;
    asked.push(path);
    const answer = answers[path] ?? { status: 404, body: { code: "NOT_FOUND", message: "Not found." } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  return asked;
}

const refusal = (status: number, code: ErrorCode) => ({ status, body: { code, message: code } });

/** Whether a call is still waiting a moment after its answer came. */
async function stillWaiting(call: Promise<unknown>): Promise<boolean> {
  const waited = new Promise((resolve) => setTimeout(() => resolve("waiting"), 50));
  return (
    (await Promise.race([
      call.then(
        () => "settled",
        () => "settled",
      ),
      waited,
    ])) === "waiting"
  );
}

/** A signed-in console: the session machine at signedIn, followed by the shell's one handler. */
async function signedInConsole() {
  const session = createActor(staffSignInMachine.provide({ actors: { loadMe: fromPromise(async () => officer) } }), {
    input: { inviteToken: undefined },
  }).start();
  await waitFor(session, (snapshot) => snapshot.matches("signedIn"));
  const toSignIn = vi.fn();
  const unfollow = followSessionLoss(session, toSignIn);
  return { session, toSignIn, unfollow };
}

const started: AnyActorRef[] = [];
let unfollow: () => void = () => {};

beforeEach(() => {
  started.length = 0;
});

afterEach(() => {
  unfollow();
  for (const actor of started) actor.stop();
  vi.unstubAllGlobals();
});

describe("a console page's call that finds the session lost", () => {
  it.each(["STAFF_SESSION_ENDED", "ACCOUNT_DISABLED", "STAFF_SIGNED_OUT"] as const)(
    "answered 401 %s, sends the member to sign in with the reason, and never settles for the page",
    async (code) => {
      server({ "/api/staff/audit": refusal(401, code) });
      const shell = await signedInConsole();
      unfollow = shell.unfollow;
      started.push(shell.session);

      const call = listAuditEvents({}, undefined);
      expect(await stillWaiting(call)).toBe(true);
      expect(shell.session.getSnapshot().value).toBe("signedOut");
      expect(shell.session.getSnapshot().context.failure).toMatchObject({ status: 401, code });
      expect(shell.toSignIn).toHaveBeenCalledTimes(1);
    },
  );

  it("answered 401 REAUTHENTICATION_REQUIRED, asks for the second factor on the same page, and never settles for the page (decision 038)", async () => {
    server({ "/api/staff/audit": refusal(401, "REAUTHENTICATION_REQUIRED") });
    const shell = await signedInConsole();
    unfollow = shell.unfollow;
    started.push(shell.session);

    const call = listAuditEvents({}, undefined);
    expect(await stillWaiting(call)).toBe(true);
    expect(shell.session.getSnapshot().value).toBe("secondFactor");
    expect(shell.session.getSnapshot().context.me).toMatchObject({ email: officer.email, resuming: true });
    // The address stays: the page shows again once the code is given.
    expect(shell.toSignIn).not.toHaveBeenCalled();
  });

  it("leaves the page's machine where it was, showing no failure, while the shell takes over", async () => {
    server({ "/api/staff/members": refusal(401, "STAFF_SESSION_ENDED"), "/api/staff/audit": refusal(401, "STAFF_SESSION_ENDED") });
    const shell = await signedInConsole();
    unfollow = shell.unfollow;
    const page = createActor(auditMachine).start();
    started.push(shell.session, page);

    await waitFor(shell.session, (snapshot) => snapshot.matches("signedOut"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.getSnapshot().value).toEqual({ viewing: { members: "loading", list: "loading", chain: "unchecked", export: "idle", whoSaw: "idle" } });
    expect(page.getSnapshot().context.listFailure).toBeUndefined();
    // Both calls found the session lost; the member is sent to sign in once.
    expect(shell.toSignIn).toHaveBeenCalledTimes(1);
  });

  it("fails as any other when its refusal is the page's own", async () => {
    server({ "/api/staff/audit": refusal(403, "ROLE_FORBIDDEN") });
    const shell = await signedInConsole();
    unfollow = shell.unfollow;
    started.push(shell.session);

    await expect(listAuditEvents({}, undefined)).rejects.toMatchObject({ status: 403, code: "ROLE_FORBIDDEN" });
    expect(shell.session.getSnapshot().value).toBe("signedIn");
    expect(shell.toSignIn).not.toHaveBeenCalled();
  });

  it("fails as any other when no console shell follows the session", async () => {
    server({ "/api/staff/audit": refusal(401, "STAFF_SESSION_ENDED") });
    await expect(listAuditEvents({}, undefined)).rejects.toMatchObject({ status: 401, code: "STAFF_SESSION_ENDED" });
  });
});

describe("the sign-in flow's own calls", () => {
  it("get their 401s as answers, which the sign-in machine acts on itself", async () => {
    const asked = server({
      "/api/staff/me": refusal(401, "STAFF_SIGNED_OUT"),
      "/api/staff/sign-in/code": { status: 200, body: {} },
      "/api/staff/sign-in/verify": { status: 200, body: { data: { ...officer, stage: "second_factor" } } },
      "/api/staff/sign-in/totp": refusal(401, "STAFF_SESSION_ENDED"),
    });
    const session = createActor(consoleSessionMachine, { input: { inviteToken: undefined } }).start();
    started.push(session);
    const toSignIn = vi.fn();
    unfollow = followSessionLoss(session, toSignIn);

    // Not signed in yet is the usual start, not something to report.
    await waitFor(session, (snapshot) => snapshot.matches("signedOut"));
    expect(session.getSnapshot().context.failure).toBeUndefined();
    session.send({ type: "email.submitted", email: officer.email });
    await waitFor(session, (snapshot) => snapshot.matches("codeSent"));
    session.send({ type: "code.submitted", code: "123456" });
    await waitFor(session, (snapshot) => snapshot.matches("secondFactor"));
    // The sign-in left unfinished ended meanwhile: the second factor's own call says so.
    session.send({ type: "totp.submitted", code: "654321" });
    await waitFor(session, (snapshot) => snapshot.matches("signedOut"));
    expect(session.getSnapshot().context.failure).toMatchObject({ status: 401, code: "STAFF_SESSION_ENDED" });
    expect(toSignIn).not.toHaveBeenCalled();
    expect(asked).toEqual(["/api/staff/me", "/api/staff/sign-in/code", "/api/staff/sign-in/verify", "/api/staff/sign-in/totp"]);
  });
});

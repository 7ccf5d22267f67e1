import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import {
  PasskeyCredential,
  PasskeyOptionsAnswer,
  STAFF_MESSAGES,
  StaffCodeConfirm,
  StaffCodeRequest,
  StaffMeAnswer,
  StaffTotpCode,
  STAFF_SESSION_STAGES,
} from "#domain/staff/staff-accounts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { failedCode, failedUnknownCode, refuseIfLocked, resetFailedEmailCodes } from "./lock-out.ts";
import { acceptPasskey, authenticationOptions } from "./passkeys.ts";
import { completeSignIn, endStaffSession } from "./staff-sign-in-service.ts";
import { mailSignInCode } from "./code-mailing.ts";
import { DEMO_STAFF_CODE, isDemoMember } from "./demo-members.ts";
import { consumeStaffCode } from "./staff-codes.ts";
import { hasSecondFactor, memberByEmail, newSessionMe, sessionMember, staffMe } from "./staff-member-queries.ts";
import type { StaffRouteContext } from "./staff-routes.ts";
import { acceptTotpCode } from "./totp.ts";
import { clearStaffCookie, setStaffCookie, staffSessionAccess, startStaffSession } from "./staff-sessions.ts";
import { attemptAccess, STAFF_LIMITS, staffLimit } from "./staff-throttle.ts";

const TAGS = ["staff"];
/** A staff id no account has: the code look-up of an address without an account finds nothing. */
const NO_ACCOUNT = "00000000-0000-0000-0000-000000000000";

/** Sign-in by e-mail code, then the second factor (authenticator code or passkey); who is signed in; sign-out. */
export function signInRoutes(
  app: FastifyInstance,
  { db, sender, serverSecret, config: { production, demoStaff }, clock, rp, afterAnswer }: StaffRouteContext,
): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/code",
    summary:
      "Send a staff sign-in code by e-mail; the answer and its time are the same whether or not the address has an active account (the e-mail goes after the answer)",
    tags: TAGS,
    body: StaffCodeRequest,
    response: MessageAnswer,
    status: 202,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.codesPerAddress, request.ip, now);
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.codesPerEmail, `staff:${body.email}`, now);
      // Whether the address has an account shows neither in the answer nor in its time: the look-up and the e-mail come after it.
      afterAnswer.run(reply, () => mailSignInCode({ db, sender, secret: serverSecret, demoStaff, log: request.log }, body.email, now));
      return { message: STAFF_MESSAGES.codeSent };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/verify",
    summary: "Confirm the e-mail code: starts a session that still needs the second factor (or its enrolment) and sets the staff cookie",
    tags: TAGS,
    body: StaffCodeConfirm,
    response: StaffMeAnswer,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.attemptsPerAddress, request.ip, now);
      const member = await memberByEmail(db, body.email);
      if (member?.status !== "active") {
        // The same look-up as for an account's code, so the answer's time does not tell the address apart.
        await consumeStaffCode(db, serverSecret, NO_ACCOUNT, body.code, now);
        return failedUnknownCode(db, request, serverSecret, body.email, now);
      }
      await refuseIfLocked(db, request, member, "email_code", now);
      if (!(await consumeStaffCode(db, serverSecret, member.id, body.code, now))) return failedCode(db, request, member.id, "email_code", "code", now);
      await resetFailedEmailCodes(db, member.id);
      await recordAudit(db, request, { staffId: member.id, role: null }, { action: "staff.sign_in_code", recordType: "email_code" }, now);
      const stage = (await hasSecondFactor(db, member)) ? "second_factor" : "enrolment";
      setStaffCookie(reply, await startStaffSession(db, member.id, stage, now), production);
      return { data: await newSessionMe(db, member, stage, now) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/me",
    summary: "Who is signed in to the console, what the session still needs, and which second factors are set up",
    tags: TAGS,
    response: StaffMeAnswer,
    access: staffSessionAccess(db, clock, STAFF_SESSION_STAGES),
    handler: async ({ auth: session }) => {
      const now = clock();
      return { data: await staffMe(db, session, now) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-out",
    summary: "End this console session and clear the staff cookie",
    tags: TAGS,
    response: MessageAnswer,
    access: staffSessionAccess(db, clock, STAFF_SESSION_STAGES),
    handler: async ({ auth: session }, request, reply) => {
      const now = clock();
      await endStaffSession(db, request, session, now);
      clearStaffCookie(reply, production);
      return { message: "Signed out." };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/totp",
    summary: "Confirm the sign-in with the authenticator app's code",
    tags: TAGS,
    body: StaffTotpCode,
    response: StaffMeAnswer,
    access: attemptAccess(db, { secret: serverSecret, clock, stages: ["second_factor"] }),
    handler: async ({ body, auth: session }, request) => {
      const now = clock();
      const member = await sessionMember(db, session);
      await refuseIfLocked(db, request, member, "totp", now);
      if (member.totp_secret === null || member.totp_enrolled_at === null) throw new HttpError(409, "NO_AUTHENTICATOR");
      const demoCode = isDemoMember(demoStaff, member.email) && body.code === DEMO_STAFF_CODE;
      if (!demoCode && !(await acceptTotpCode(db, serverSecret, member.id, member.totp_secret, body.code, now)))
        return failedCode(db, request, member.id, "totp", "code", now);
      return { data: await staffMe(db, await completeSignIn(db, request, session, "totp", now), now) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/passkey/options",
    summary: "The WebAuthn options for confirming the sign-in with a passkey (navigator.credentials.get)",
    tags: TAGS,
    response: PasskeyOptionsAnswer,
    access: staffSessionAccess(db, clock, ["second_factor"]),
    handler: async ({ auth: session }) => {
      return { data: { ...(await authenticationOptions(db, rp, session)) } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/passkey",
    summary: "Confirm the sign-in with a passkey's answer to the options' challenge",
    tags: TAGS,
    body: PasskeyCredential,
    response: StaffMeAnswer,
    access: attemptAccess(db, { secret: serverSecret, clock, stages: ["second_factor"] }),
    handler: async ({ body, auth: session }, request) => {
      const now = clock();
      const member = await sessionMember(db, session);
      await refuseIfLocked(db, request, member, "passkey", now);
      // The schema checks the answer's outline; the library checks every field of it.
      const response = body.response as unknown as AuthenticationResponseJSON;
      if (!(await acceptPasskey(db, rp, session, response, now))) return failedCode(db, request, member.id, "passkey", "response", now);
      return { data: await staffMe(db, await completeSignIn(db, request, session, "passkey", now), now) };
    },
  });
}

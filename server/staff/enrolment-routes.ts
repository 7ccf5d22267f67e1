import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  PasskeyCredential,
  PasskeyOptionsAnswer,
  RECOVERY_CODE_COUNT,
  StaffEnrolledAnswer,
  StaffTotpCode,
  TotpEnrolmentAnswer,
} from "#domain/staff/staff-accounts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { type CodeKind, failedCode, refuseIfLocked } from "./lock-out.ts";
import { registerPasskey, registrationOptions } from "./passkeys.ts";
import { issueRecoveryCodes } from "./recovery-codes.ts";
import { completeSignIn } from "./staff-sign-in-service.ts";
import { sessionMember, staffMe } from "./staff-member-queries.ts";
import type { StaffRouteContext } from "./staff-routes.ts";
import { sealSecret } from "./staff-secrets.ts";
import { type StaffSession, staffSessionAccess } from "./staff-sessions.ts";
import { attemptAccess } from "./staff-throttle.ts";
import { acceptTotpCode, newTotpEnrolment } from "./totp.ts";

const TAGS = ["staff"];
/** A new account enrols its first factor; a signed-in member may add one (a passkey beside the app). */
const ENROLLING = ["enrolment", "complete"] as const;
const PASSKEY_NOT_VERIFIED = "The passkey could not be verified. Please try again.";

/** Setting up the second factors: an authenticator app (TOTP) and passkeys. */
export function enrolmentRoutes(app: FastifyInstance, { db, serverSecret, clock, rp }: StaffRouteContext): void {
  const member = (session: StaffSession) => sessionMember(db, session);

  /**
   * The factor is kept; a session that was enrolling may now use the console. Enrolling (a new
   * account, or after a recovery code) also issues ten recovery codes, shown once (decision 057).
   */
  async function enrolled(request: FastifyRequest, session: StaffSession, factor: CodeKind, now: Date) {
    const actor = { staffId: session.staffId, role: null };
    await recordAudit(db, request, actor, { action: "staff.factor_enrolled", recordType: factor }, now);
    if (session.stage !== "enrolment") return { data: await staffMe(db, session, now), meta: { recovery_codes: null } };
    const codes = await db.transaction().execute(async (trx) => {
      await recordAudit(
        trx,
        request,
        actor,
        { action: "staff.recovery_codes_issued", recordType: "recovery_code", shown: `${RECOVERY_CODE_COUNT} codes` },
        now,
      );
      return issueRecoveryCodes(trx, serverSecret, session.staffId, now);
    });
    const current = await completeSignIn(db, request, session, factor, now);
    return { data: await staffMe(db, current, now), meta: { recovery_codes: codes } };
  }

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/enrolment/totp",
    summary: "Start setting up an authenticator app: a new serverSecret, as text and as the otpauth:// address its QR encodes",
    tags: TAGS,
    response: TotpEnrolmentAnswer,
    access: staffSessionAccess(db, clock, ENROLLING),
    handler: async ({ auth: session }) => {
      const now = clock();
      if ((await member(session)).totp_enrolled_at !== null) throw new HttpError(409, "AUTHENTICATOR_ALREADY_SET_UP");
      const enrolment = newTotpEnrolment(session.email);
      await db
        .updateTable("staff_members")
        .set({ totp_secret: sealSecret(serverSecret, enrolment.secret), updated_at: now.toISOString() })
        .where("id", "=", session.staffId)
        .execute();
      return { data: { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/enrolment/totp/confirm",
    summary: "Finish setting up the authenticator app with a code it shows; completes an enrolling session",
    tags: TAGS,
    body: StaffTotpCode,
    response: StaffEnrolledAnswer,
    access: attemptAccess(db, { secret: serverSecret, clock, stages: ENROLLING }),
    handler: async ({ body, auth: session }, request) => {
      const now = clock();
      const current = await member(session);
      if (current.totp_enrolled_at !== null) throw new HttpError(409, "AUTHENTICATOR_ALREADY_SET_UP");
      if (current.totp_secret === null) throw new HttpError(409, "AUTHENTICATOR_NOT_STARTED");
      await refuseIfLocked(db, request, current, "totp", now);
      if (!(await acceptTotpCode(db, serverSecret, current.id, current.totp_secret, body.code, now)))
        return failedCode(db, request, current.id, "totp", "code", now);
      await db.updateTable("staff_members").set({ totp_enrolled_at: now.toISOString(), updated_at: now.toISOString() }).where("id", "=", current.id).execute();
      return enrolled(request, session, "totp", now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/enrolment/passkey/options",
    summary: "The WebAuthn options for creating a passkey (navigator.credentials.create)",
    tags: TAGS,
    response: PasskeyOptionsAnswer,
    access: staffSessionAccess(db, clock, ENROLLING),
    handler: async ({ auth: session }) => {
      return { data: { ...(await registrationOptions(db, rp, session, await member(session))) } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/enrolment/passkey",
    summary: "Keep the passkey the browser created for the options' challenge; completes an enrolling session",
    tags: TAGS,
    body: PasskeyCredential,
    response: StaffEnrolledAnswer,
    access: staffSessionAccess(db, clock, ENROLLING),
    handler: async ({ body, auth: session }, request) => {
      const now = clock();
      // The schema checks the answer's outline; the library checks every field of it.
      const response = body.response as unknown as RegistrationResponseJSON;
      if (!(await registerPasskey(db, rp, session, response, now))) throw fieldErrors([["response", PASSKEY_NOT_VERIFIED]]);
      return enrolled(request, session, "passkey", now);
    },
  });
}

import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import { EMAIL_TAKEN, LoginEstablishment, PortalSessionAnswer, RegisterEstablishment, WRONG_CREDENTIALS } from "#domain/establishments.ts";
import type { Services } from "../composition.ts";
import { findAccountByEmail, insertAccount } from "./establishment-queries.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { hashPassword, passwordMatches, spendPasswordCheck } from "./establishment-passwords.ts";
import { portalAccount, revokePortalSession, startPortalSession } from "./establishment-sessions.ts";
import { limitPortalHits, PORTAL_LIMITS, reservePasswordTry } from "./establishment-throttle.ts";

const LOGGED_OUT = "You have been logged out.";

/** docs/product-spec.md, part 6 "Establishment": its own register, login and logout, apart from travellers' sign-in. */
export function establishmentAccountRoutes(app: FastifyInstance, { db, serverSecret, clock }: Services): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/register",
    summary: "Register an establishment account (password of at least 12 characters) and start a portal session",
    tags: ["establishment portal"],
    body: RegisterEstablishment,
    response: PortalSessionAnswer,
    status: 201,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limitPortalHits(db, serverSecret, reply, PORTAL_LIMITS.registrationsPerAddress, request.ip, now);
      const passwordHash = await hashPassword(body.password);
      const accountId = await insertAccount(db, { email: body.email, organisation_name: body.organisation_name, password_hash: passwordHash }, now);
      if (!accountId) throw fieldErrors([["email", EMAIL_TAKEN]]);
      const token = await startPortalSession(db, accountId, now);
      return { data: { token, email: body.email, organisation_name: body.organisation_name } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/login",
    summary:
      "Sign in to the establishment portal; one answer for an unknown e-mail address and a wrong password; wrong passwords slow the client address, never the account",
    tags: ["establishment portal"],
    body: LoginEstablishment,
    response: PortalSessionAnswer,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      const passwordTry = await reservePasswordTry(db, serverSecret, reply, request.ip, body.email, now);
      const account = await findAccountByEmail(db, body.email);
      if (!account) await spendPasswordCheck(body.password);
      if (!account || !(await passwordMatches(body.password, account.password_hash))) throw fieldErrors([["password", WRONG_CREDENTIALS]]);
      await passwordTry.succeeded();
      const token = await startPortalSession(db, account.id, now);
      return { data: { token, email: account.email, organisation_name: account.organisation_name } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/logout",
    summary: "End this portal session",
    tags: ["establishment portal"],
    response: MessageAnswer,
    access: portalAccount(db, clock),
    handler: async ({ auth: session }) => {
      const now = clock();
      await revokePortalSession(db, session.sessionId, now);
      return { message: LOGGED_OUT };
    },
  });
}

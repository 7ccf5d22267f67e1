import type { FastifyInstance, FastifyRequest } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import {
  EMAIL_TAKEN,
  EmailRequest,
  LinkTokenBody,
  LoginEstablishment,
  MAIL_SENT_IF_KNOWN,
  PasswordReset,
  PortalSessionAnswer,
  RegisterEstablishment,
  RegistrationAnswer,
  WRONG_CREDENTIALS,
} from "#domain/establishments.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { confirmationEmail, resetEmail, sendPortalEmail } from "./establishment-emails.ts";
import { issueLink, spendLink } from "./establishment-links.ts";
import { hashPassword, passwordMatches, spendPasswordCheck } from "./establishment-passwords.ts";
import { confirmEmail, findAccount, findAccountByEmail, insertAccount, setPassword } from "./establishment-queries.ts";
import { portalAccount, revokeAccountSessions, revokePortalSession, startPortalSession } from "./establishment-sessions.ts";
import { limitPortalHits, PORTAL_LIMITS, reservePasswordTry } from "./establishment-throttle.ts";

const LOGGED_OUT = "You have been logged out.";
const CONFIRMATION_SENT = "Check your e-mail: open the link we sent to confirm your address.";
const PASSWORD_CHANGED = "Your password has been changed. Sign in with the new one.";

/**
 * docs/product-spec.md, part 6 "Establishment": its own register, login and logout, apart from
 * travellers' sign-in; the address confirmed and the password reset by mailed links (decision 062).
 */
export function establishmentAccountRoutes(app: FastifyInstance, { db, serverSecret, clock, sender, afterAnswer, config }: Services): void {
  async function limitMails(request: FastifyRequest, reply: Parameters<typeof limitPortalHits>[2], email: string, now: Date) {
    await limitPortalHits(db, serverSecret, reply, PORTAL_LIMITS.mailsPerAddress, request.ip, now);
    await limitPortalHits(db, serverSecret, reply, PORTAL_LIMITS.mailsPerEmail, email, now);
  }

  async function openSession(accountId: string, now: Date) {
    const account = await findAccount(db, accountId);
    if (!account) throw new HttpError(404, "ESTABLISHMENT_LINK_INVALID");
    if (account.disabled_at !== null) throw new HttpError(403, "ESTABLISHMENT_DISABLED");
    const token = await startPortalSession(db, account.id, now);
    return { data: { token, email: account.email, organisation_name: account.organisation_name } };
  }

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/register",
    summary: "Register an establishment account (password of at least 12 characters); the portal opens once the mailed link confirms the address",
    tags: ["establishment portal"],
    body: RegisterEstablishment,
    response: RegistrationAnswer,
    status: 201,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limitPortalHits(db, serverSecret, reply, PORTAL_LIMITS.registrationsPerAddress, request.ip, now);
      const passwordHash = await hashPassword(body.password);
      const account = { email: body.email, organisation_name: body.organisation_name, password_hash: passwordHash, email_confirmed_at: null };
      const accountId = await insertAccount(db, account, now);
      if (!accountId) throw fieldErrors([["email", EMAIL_TAKEN]]);
      const token = await issueLink(db, accountId, "confirm_email", now);
      afterAnswer.run(reply, () => sendPortalEmail(sender, request.log, confirmationEmail(body.email, body.organisation_name, config.publicUrl, token)));
      return { message: CONFIRMATION_SENT, data: { email: body.email } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/confirmation",
    summary: "Mail the confirmation link again; one answer whether or not the address has an unconfirmed account",
    tags: ["establishment portal"],
    body: EmailRequest,
    response: MessageAnswer,
    status: 202,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limitMails(request, reply, body.email, now);
      const account = await findAccountByEmail(db, body.email);
      if (account && account.email_confirmed_at === null && account.disabled_at === null) {
        const token = await issueLink(db, account.id, "confirm_email", now);
        afterAnswer.run(reply, () =>
          sendPortalEmail(sender, request.log, confirmationEmail(account.email, account.organisation_name, config.publicUrl, token)),
        );
      }
      return { message: MAIL_SENT_IF_KNOWN };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/confirm",
    summary: "Confirm the e-mail address with the mailed link's token (single use, 24 hours) and start a portal session",
    tags: ["establishment portal"],
    body: LinkTokenBody,
    response: PortalSessionAnswer,
    handler: async ({ body }) => {
      const now = clock();
      const accountId = await spendLink(db, body.token, "confirm_email", now);
      await confirmEmail(db, accountId, now);
      return openSession(accountId, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/password-reset",
    summary: "Mail a password-reset link (single use, 30 minutes); one answer whether or not the address has an account",
    tags: ["establishment portal"],
    body: EmailRequest,
    response: MessageAnswer,
    status: 202,
    handler: async ({ body }, request, reply) => {
      const now = clock();
      await limitMails(request, reply, body.email, now);
      const account = await findAccountByEmail(db, body.email);
      if (account && account.disabled_at === null) {
        const token = await issueLink(db, account.id, "reset_password", now);
        afterAnswer.run(reply, () => sendPortalEmail(sender, request.log, resetEmail(account.email, config.publicUrl, token)));
      }
      return { message: MAIL_SENT_IF_KNOWN };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/password-reset/confirm",
    summary: "Choose a new password with the mailed link's token; every portal session of the account ends and the address counts as confirmed",
    tags: ["establishment portal"],
    body: PasswordReset,
    response: MessageAnswer,
    handler: async ({ body }) => {
      const now = clock();
      const passwordHash = await hashPassword(body.password);
      const accountId = await spendLink(db, body.token, "reset_password", now);
      await setPassword(db, accountId, passwordHash);
      // The link reached the mailbox, which is what confirming proves.
      await confirmEmail(db, accountId, now);
      await revokeAccountSessions(db, accountId, now);
      return { message: PASSWORD_CHANGED };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/establishments/login",
    summary:
      "Sign in to the establishment portal; one answer for an unknown e-mail address and a wrong password; wrong passwords slow the client address, never the account. A right password of an unconfirmed or disabled account is refused with its reason",
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
      if (account.disabled_at !== null) throw new HttpError(403, "ESTABLISHMENT_DISABLED");
      if (account.email_confirmed_at === null) throw new HttpError(403, "EMAIL_NOT_CONFIRMED");
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

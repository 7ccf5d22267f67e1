import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { issueStaffCode, STAFF_CODE_VALID_MINUTES, withdrawStaffCode } from "./staff-codes.ts";
import { DEMO_STAFF_CODE, isDemoMember } from "./demo-members.ts";
import { codeEmail, sendStaffEmail } from "./staff-emails.ts";
import { memberByEmail } from "./staff-member-queries.ts";

interface CodeMailing {
  db: Db;
  sender: MessageSender;
  secret: string;
  demoStaff: boolean;
  log: Pick<FastifyBaseLogger, "error">;
}

/** A new e-mail code for the member, mailed; a code that could not be delivered is taken out of use at once. */
export async function mailStaffCode({ db, sender, secret, demoStaff, log }: CodeMailing, member: { id: string; email: string }, now: Date): Promise<void> {
  const issued = await issueStaffCode(db, secret, member.id, now, isDemoMember(demoStaff, member.email) ? DEMO_STAFF_CODE : undefined);
  await sendStaffEmail(sender, log, codeEmail(member.email, issued.code, STAFF_CODE_VALID_MINUTES)).catch(async (error: unknown) => {
    await withdrawStaffCode(db, issued.id, now);
    throw error;
  });
}

/**
 * The sign-in code request's work, done after it has been answered: a code only for an active,
 * unlocked account; for any other address nothing at all, which the caller cannot tell apart.
 */
export async function mailSignInCode(mailing: CodeMailing, email: string, now: Date): Promise<void> {
  const member = await memberByEmail(mailing.db, email);
  const usable = member?.status === "active" && (member.locked_until === null || member.locked_until <= now.toISOString());
  if (member && usable) await mailStaffCode(mailing, member, now);
}

import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { STAFF_INVITE_VALID_HOURS } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";
import type { AfterAnswer } from "../delivery/after-answer.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { HttpError } from "../http/errors.ts";
import { randomToken } from "../security/random-tokens.ts";
import { hashToken } from "../sign-in/sessions.ts";
import { inviteEmail, sendStaffEmail } from "./staff-emails.ts";

export interface InviteSending {
  db: Db;
  sender: MessageSender;
  afterAnswer: AfterAnswer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, "error">;
}

const inviteLink = (publicUrl: string, token: string) => `${publicUrl}/console/invite/${token}`;

/** A new single-use invitation, valid 72 hours; earlier ones stop working. The token is kept only as a hash. */
export async function createInvite(
  db: Db,
  publicUrl: string,
  staffId: string,
  createdBy: string | null,
  now: Date,
): Promise<{ link: string; expiresAt: string }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_VALID_HOURS * 3_600_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_invites").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
    await trx
      .insertInto("staff_invites")
      .values({
        id: randomUUID(),
        staff_id: staffId,
        token_hash: hashToken(token),
        created_by: createdBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { link: inviteLink(publicUrl, token), expiresAt };
}

/** A new invitation, written now and e-mailed to the member once `reply` has gone, like every staff e-mail. */
export async function sendInvite(
  { db, sender, afterAnswer, publicUrl, log }: InviteSending,
  reply: FastifyReply,
  member: { id: string; email: string; display_name: string },
  createdBy: string | null,
  now: Date,
): Promise<void> {
  const { link } = await createInvite(db, publicUrl, member.id, createdBy, now);
  afterAnswer.run(reply, () => sendStaffEmail(sender, log, inviteEmail(member.email, member.display_name, link)));
}

/** The invitation of `token` and its member: 404 when unknown or the member is no longer invited, 410 when used or expired. */
export async function openInvite(db: Db, token: string, now: Date) {
  const invite = await db
    .selectFrom("staff_invites")
    .innerJoin("staff_members", "staff_members.id", "staff_invites.staff_id")
    .select([
      "staff_invites.id",
      "staff_invites.expires_at",
      "staff_invites.used_at",
      "staff_members.id as staff_id",
      "staff_members.email",
      "staff_members.display_name",
      "staff_members.status",
      "staff_members.locked_until",
    ])
    .where("staff_invites.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!invite) throw new HttpError(404, "INVITE_INVALID");
  if (invite.used_at !== null) throw new HttpError(410, "INVITE_USED");
  if (invite.status !== "invited") throw new HttpError(404, "INVITE_INVALID");
  if (invite.expires_at <= now.toISOString()) throw new HttpError(410, "INVITE_EXPIRED");
  return invite;
}

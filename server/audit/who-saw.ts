import { createHmac } from "node:crypto";
import type { AuditEvent, TravellerIdentifierKind } from "#domain/audit.ts";
import { toE164 } from "#domain/phone.ts";
import { normalizeTripCode } from "#domain/trip-code.ts";
import type { Db } from "../db/connection.ts";
import { type CustomsStore, tripsDeclaringPassport } from "../db/stores/customs/customs-queries.ts";
import { auditResource, auditRows } from "./audit-queries.ts";

/** The newest records answered: enough for an admin's question, bounded for the database. */
const WHO_SAW_LIMIT = 200;

/**
 * The accounts an identifier typed by the admin leads to. A passport may be the holder's, a family
 * member's (whose reads are recorded against the holder's account) or one a customs declaration
 * names; a phone number is read as the commonwealth's own numbers are written, or international.
 */
async function travellersOf(db: Db, customs: CustomsStore, kind: TravellerIdentifierKind, typed: string): Promise<string[]> {
  const ids = (rows: readonly { user_id: string | null }[]) => rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
  switch (kind) {
    case "trip_code": {
      const code = normalizeTripCode(typed);
      return ids(await db.selectFrom("visit_histories").select("user_id").where("trip_code", "=", code).execute());
    }
    case "passport": {
      const passport = typed.toUpperCase().replace(/\s+/g, "");
      const holders = await db.selectFrom("users").select("id as user_id").where("passport", "=", passport).execute();
      const families = await db.selectFrom("family_members").select("user_id").where("passport", "=", passport).execute();
      const declared = await tripsDeclaringPassport(customs, passport);
      const trips = declared.length ? await db.selectFrom("visit_histories").select("user_id").where("id", "in", declared).execute() : [];
      return ids([...holders, ...families, ...trips]);
    }
    case "email":
      return ids(await db.selectFrom("users").select("id as user_id").where("email", "=", typed.trim().toLowerCase()).execute());
    case "phone": {
      const number = toE164(typed, "MP");
      return number ? ids(await db.selectFrom("users").select("id as user_id").where("mobile_number", "=", number).execute()) : [];
    }
  }
}

/**
 * "Who saw this traveller": the audit records of reads of the accounts the identifier leads to, with
 * the traveller's own id and references taken out. An identifier nobody has and a traveller nobody
 * read answer alike, an empty list, so the question cannot be used to learn who is registered.
 */
export async function whoSaw(db: Db, customs: CustomsStore, kind: TravellerIdentifierKind, typed: string): Promise<AuditEvent[]> {
  const userIds = [...new Set(await travellersOf(db, customs, kind, typed))];
  if (!userIds.length) return [];
  const rows = await auditRows(db)
    .where((eb) =>
      eb.or([
        eb("audit_events.subject_user_id", "in", userIds),
        eb(
          "audit_events.record_id",
          "in",
          userIds.map((id) => `user:${id}`),
        ),
      ]),
    )
    .where("audit_events.staff_id", "is not", null)
    .orderBy("audit_events.seq", "desc")
    .limit(WHO_SAW_LIMIT)
    .execute();
  return rows.map((row) => {
    const event = auditResource(row);
    const personal = row.record_type === "person" || row.record_id?.startsWith("user:");
    return { ...event, attributes: { ...event.attributes, subject_user_id: null, record_id: personal ? null : event.attributes.record_id } };
  });
}

/**
 * How the lookup itself is recorded: the kind of identifier in clear, the value only as a keyed hash,
 * so the trail shows that the same identifier was asked about again without holding it (decision 057).
 */
export function lookupReference(secret: string, kind: TravellerIdentifierKind, typed: string): string {
  const canonical =
    kind === "trip_code" ? normalizeTripCode(typed) : kind === "phone" ? (toE164(typed, "MP") ?? typed.trim()) : typed.trim().toUpperCase().replace(/\s+/g, "");
  return `lookup:${createHmac("sha256", secret).update(`audit who saw\0${kind}\0${canonical}`).digest("base64url").slice(0, 22)}`;
}

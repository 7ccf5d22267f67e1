import type { AuditEvent } from "#domain/audit.ts";
import type { Db } from "../db/connection.ts";

/** Record types whose id is itself a code people use (a setting's, a symptom's, a purpose's). */
const NAMED_BY_CODE = new Set(["setting", "symptom", "purpose"]);

const idsOf = (events: readonly AuditEvent[], type: string) => [
  ...new Set(events.flatMap(({ attributes: { record_type, record_id } }) => (record_type === type && record_id ? [record_id] : []))),
];

/**
 * The record of each row as people know it: a trip by its trip code, a case by the number the tracing
 * workbench shows (its id's first eight characters), a check-in flag by its branch, a colleague by name.
 * A person, a QR or a contact stays unnamed: the admin reads no traveller's data (decision 057).
 */
export async function withRecordLabels(db: Db, events: AuditEvent[]): Promise<AuditEvent[]> {
  const labels = new Map<string, string>();
  const tripIds = idsOf(events, "trip");
  if (tripIds.length) {
    const trips = await db.selectFrom("visit_histories").select(["id", "trip_code"]).where("id", "in", tripIds).execute();
    for (const trip of trips) if (trip.trip_code) labels.set(`trip:${trip.id}`, trip.trip_code);
  }
  const staffIds = idsOf(events, "staff_member");
  if (staffIds.length) {
    const members = await db.selectFrom("staff_members").select(["id", "display_name"]).where("id", "in", staffIds).execute();
    for (const member of members) labels.set(`staff_member:${member.id}`, member.display_name);
  }
  const flagIds = idsOf(events, "visit_flag");
  if (flagIds.length) {
    const flags = await db
      .selectFrom("visit_flags")
      .innerJoin("visits", "visits.id", "visit_flags.visit_id")
      .innerJoin("establishments", "establishments.id", "visits.establishment_id")
      .select(["visit_flags.id", "establishments.name", "establishments.branch"])
      .where("visit_flags.id", "in", flagIds)
      .execute();
    for (const flag of flags) labels.set(`visit_flag:${flag.id}`, `${flag.name} – ${flag.branch}`);
  }
  const labelOf = (type: string | null, id: string | null): string | null => {
    if (!type || !id) return null;
    if (type === "tracing_case") return id.slice(0, 8);
    if (NAMED_BY_CODE.has(type)) return id;
    return labels.get(`${type}:${id}`) ?? null;
  };
  return events.map((event) => ({
    ...event,
    attributes: { ...event.attributes, record_label: labelOf(event.attributes.record_type, event.attributes.record_id) },
  }));
}

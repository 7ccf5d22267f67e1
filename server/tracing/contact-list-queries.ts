import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { FALLBACK_LOCALE, toLocale } from "#domain/locales.ts";
import { accountOfKey } from "#domain/person-key.ts";
import type { Db } from "../db/connection.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import type { ContactTrace } from "./contact-tracing.ts";

export type ContactRow = Insertable<HealthDatabase["tracing_contacts"]>;
export type ExposureRow = Insertable<HealthDatabase["tracing_exposures"]>;

/** Ids per `in (…)` list: far under both databases' parameter limits. */
const IDS_PER_QUERY = 500;

async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let at = 0; at < unique.length; at += IDS_PER_QUERY) rows.push(...(await read(unique.slice(at, at + IDS_PER_QUERY))));
  return rows;
}

const fullName = (person: { first_name: string | null; middle_name: string | null; last_name: string | null }) =>
  [person.first_name, person.middle_name, person.last_name].filter((name) => name).join(" ");

/** The account of an account holder's key; a companion on an account (`user:<id>/<NAME>`) has none of their own. */
const userIdOf = (personKey: string) => accountOfKey(personKey) ?? null;

/**
 * The contacts as the list keeps them: who each person is (an account's profile, a guest's check-in),
 * the place's name and branch, and both visits' spans, copied now because the logbook is gone after
 * 30 days while the list is kept until 60 days after the case closes. Each contact points at the
 * contact row of the person who exposed them, or at nobody for the index person. Every meeting that
 * exposed a contact is kept with its place too, to follow the paths again on each untick.
 */
export async function contactSnapshot(
  db: Db,
  caseId: string,
  { contacts, exposures }: Pick<ContactTrace, "contacts" | "exposures">,
  now: Date,
): Promise<{ contacts: ContactRow[]; exposures: ExposureRow[] }> {
  const visits = await inBatches(
    contacts.flatMap((contact) => [contact.visitId, contact.parentVisitId]),
    (ids) =>
      db
        .selectFrom("visits")
        .select(["id", "started_at", "ends_at", "first_name", "middle_name", "last_name", "mobile_number", "email", "language"])
        .where("id", "in", ids)
        .execute(),
  );
  const users = await inBatches(
    contacts.flatMap((contact) => userIdOf(contact.personKey) ?? []),
    (ids) =>
      db.selectFrom("users").select(["id", "first_name", "middle_name", "last_name", "mobile_number", "email", "language"]).where("id", "in", ids).execute(),
  );
  const places = await inBatches(
    exposures.map((exposure) => exposure.establishmentId),
    (ids) => db.selectFrom("establishments").select(["id", "name", "branch"]).where("id", "in", ids).execute(),
  );
  const visitById = new Map(visits.map((visit) => [visit.id, visit]));
  const userById = new Map(users.map((user) => [user.id, user]));
  const placeById = new Map(places.map((place) => [place.id, place]));
  const placeOf = (establishmentId: string) => {
    const place = placeById.get(establishmentId);
    return place ? [place.name, place.branch].filter((part) => part).join(" — ") : "";
  };
  const contactIdOf = new Map(contacts.map((contact) => [contact.personKey, randomUUID()]));
  const at = now.toISOString();
  const contactRows = contacts.map((contact): ContactRow => {
    const visit = visitById.get(contact.visitId);
    const parentVisit = visitById.get(contact.parentVisitId);
    const userId = userIdOf(contact.personKey);
    const user = userId === null ? undefined : userById.get(userId);
    // A guest, or an account deleted since its check-in, is known by what the check-in recorded, in the check-in page's language.
    const person = user ?? visit;
    return {
      id: contactIdOf.get(contact.personKey) ?? randomUUID(),
      case_id: caseId,
      person_key: contact.personKey,
      user_id: userId,
      full_name: person ? fullName(person) : "",
      mobile_number: person?.mobile_number ?? null,
      email: person?.email ?? null,
      language: toLocale(person?.language) ?? FALLBACK_LOCALE,
      generation: contact.generation,
      exposure_start: contact.exposureStart,
      overlap_minutes: contact.overlapMinutes,
      establishment_id: contact.establishmentId,
      place: placeOf(contact.establishmentId),
      parent_contact_id: contactIdOf.get(contact.parentPersonKey) ?? null,
      parent_person_key: contact.parentPersonKey,
      parent_visit_id: contact.parentVisitId,
      parent_visit_start: parentVisit?.started_at ?? contact.exposureStart,
      parent_visit_end: parentVisit?.ends_at ?? contact.exposureStart,
      visit_id: contact.visitId,
      visit_start: visit?.started_at ?? contact.exposureStart,
      visit_end: visit?.ends_at ?? contact.exposureStart,
      included: 1,
      follow_up_status: "to_notify",
      updated_at: at,
    };
  });
  const exposureRows = exposures.map(
    (exposure): ExposureRow => ({
      case_id: caseId,
      person_key: exposure.personKey,
      source_person_key: exposure.sourcePersonKey,
      source_visit_id: exposure.sourceVisitId,
      source_visit_start: exposure.sourceVisitStart,
      source_visit_end: exposure.sourceVisitEnd,
      visit_id: exposure.visitId,
      visit_start: exposure.visitStart,
      visit_end: exposure.visitEnd,
      establishment_id: exposure.establishmentId,
      place: placeOf(exposure.establishmentId),
      exposure_start: exposure.exposureStart,
      overlap_minutes: exposure.overlapMinutes,
    }),
  );
  return { contacts: contactRows, exposures: exposureRows };
}

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { phonePersonKey } from "#domain/person-key.ts";
import { type CaseLink, commonwealthDay, type TracingCase, TRACING_ERRORS, TRACING_MESSAGES } from "#domain/tracing/tracing-cases.ts";
import { CONTACT_MESSAGES, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { callStaffApi, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { insertPersonVisit, visitRow } from "../support/tracing-visits.ts";
import { createBranch } from "./logbook-support.ts";
import { type NotifyCounts, serveTracingApi } from "./tracing-support.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

let numbers = 0;
const newMobile = () => `+1670888${String((numbers += 1)).padStart(4, "0")}`;

describe.each(DATABASE_KINDS)("cases that know each other on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const call = (method: string, url: string, body?: unknown, staff = official) => callStaffApi(server, method, url, { staff, body });
  const caseOf = (response: { json: <T>() => T }) => response.json<{ data: TracingCase }>().data;
  const readCase = async (id: string) => caseOf(await call("GET", `/api/staff/tracing/cases/${id}`));
  const contactsOf = async (caseId: string) =>
    new Map(
      (await call("GET", `/api/staff/tracing/cases/${caseId}/contacts`))
        .json<{ data: TracingContact[] }>()
        .data.map((contact) => [contact.attributes.full_name, contact]),
    );
  const computeFreezeNotify = async (caseId: string) => {
    const computed = caseOf(await call("POST", `/api/staff/tracing/cases/${caseId}/contacts/compute`, {}));
    // Nobody reviewed: the freeze names how many, as the console's "Freeze with N unreviewed" does.
    const accept_unreviewed = computed.attributes.contact_list.unreviewed;
    expect((await call("POST", `/api/staff/tracing/cases/${caseId}/contacts/freeze`, { accept_unreviewed })).statusCode).toBe(200);
    const dryRun = (await call("POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: true })).json<{ data: NotifyCounts }>().data;
    const sent = (await call("POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false })).json<{ data: NotifyCounts }>().data;
    return { dryRun, sent };
  };
  const textsTo = (mobile: string) => server.database.db.selectFrom("outbox_messages").select("body").where("recipient", "=", mobile).execute();

  /**
   * Three days ago Ida (the index guest) sat at a café with Paz and Quinn; the next day Quinn spent an
   * evening at a bar with Rico. Ida's case is computed, frozen and notified: Paz, Quinn (first
   * generation) and Rico (second) are told.
   */
  async function plantNotifiedCase() {
    const { db, stores } = server.database;
    const cafe = await createBranch(db, { name: "Garapan Cafe", branch: "Beach Road" });
    const bar = await createBranch(db, { name: "Sunset Bar", branch: "Susupe" });
    const person = (first_name: string, last_name: string) => {
      const mobile = newMobile();
      return { names: { first_name, last_name }, mobile, key: phonePersonKey(mobile, { first_name, last_name }) };
    };
    const people = { ida: person("IDA", "INDEX"), paz: person("PAZ", "TUDELA"), quinn: person("QUINN", "BORJA"), rico: person("RICO", "SABLAN") };
    const cafeAt = Date.now() - 3 * DAY_MS;
    const visit = async (who: keyof typeof people, branchId: string, start: number, hours: number) => {
      const id = randomUUID();
      const { names, mobile, key } = people[who];
      const row = visitRow({ id, branchId, personKey: key, startedAt: new Date(start).toISOString(), endsAt: new Date(start + hours * HOUR_MS).toISOString() });
      await db
        .insertInto("visits")
        .values({ ...row, ...names, mobile_number: mobile })
        .execute();
    };
    await visit("ida", cafe.id, cafeAt, 2);
    await visit("paz", cafe.id, cafeAt, 2);
    await visit("quinn", cafe.id, cafeAt, 2);
    await visit("quinn", bar.id, cafeAt + DAY_MS, 3);
    await visit("rico", bar.id, cafeAt + DAY_MS, 3);
    const caseId = await insertCase(stores.health, {
      person_key: people.ida.key,
      full_name: "IDA INDEX",
      mobile_number: people.ida.mobile,
      opened_by: official.id,
      onset_date: commonwealthDay(new Date(cafeAt)),
      opened_on: commonwealthDay(new Date()),
    });
    const { sent } = await computeFreezeNotify(caseId);
    expect(sent).toMatchObject({ sms: 3, already_notified: 0 });
    return { caseId, people };
  }

  it("turns a contact into a case in one action, linked both ways; a contact already told of the same visit is not told again, and the dry run and the list say so", async () => {
    const { caseId, people } = await plantNotifiedCase();
    const quinn = (await contactsOf(caseId)).get("QUINN BORJA");
    expect(quinn?.attributes).toMatchObject({ generation: 1, case_id: null, notified_at: expect.any(String) });

    const converted = await call("POST", `/api/staff/tracing/cases/${caseId}/contacts/${quinn?.id}/case`, {
      case_status: "0003",
      onset_date: commonwealthDay(new Date(Date.now() - 3 * DAY_MS)),
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const quinnCase = caseOf(converted);
    const earlier: CaseLink = {
      case_id: caseId,
      full_name: "IDA INDEX",
      kind: "converted",
      generation: 1,
      exposure_start: quinn?.attributes.exposure_start ?? "",
      place: "Garapan Cafe — Beach Road",
      notified_at: quinn?.attributes.notified_at ?? "",
    };
    expect(quinnCase.attributes).toMatchObject({
      person_key: people.quinn.key,
      full_name: "QUINN BORJA",
      mobile_number: people.quinn.mobile,
      case_status: "0003",
      linked_cases: { contact_in: [earlier], contacts_as_cases: [] },
    });
    // The other way: Ida's case lists Quinn's, and Quinn's row on Ida's list leads to it.
    expect((await readCase(caseId)).attributes.linked_cases).toEqual({
      contact_in: [],
      contacts_as_cases: [{ ...earlier, case_id: quinnCase.id, full_name: "QUINN BORJA" }],
    });
    expect((await contactsOf(caseId)).get("QUINN BORJA")?.attributes.case_id).toBe(quinnCase.id);
    // The door follows the new case at once.
    expect(
      await server.database.db.selectFrom("guest_case_statuses").select("case_status").where("person_key", "=", people.quinn.key).executeTakeFirst(),
    ).toEqual({ case_status: "0003" });

    // Quinn's own contacts: Ida and Paz at the café, Rico at the bar. Paz and Rico were told of those very visits by Ida's case.
    const { dryRun, sent } = await computeFreezeNotify(quinnCase.id);
    expect(dryRun).toMatchObject({ dry_run: true, sms: 1, email: 0, unreachable: 0, failed: 0, dropped: 0, already_notified: 2, uncertain: 0 });
    expect(sent).toMatchObject({ dry_run: false, sms: 1, email: 0, unreachable: 0, failed: 0, dropped: 0, already_notified: 2, uncertain: 0 });
    const told = await contactsOf(caseId);
    const listed = await contactsOf(quinnCase.id);
    expect([...listed.keys()].sort()).toEqual(["IDA INDEX", "PAZ TUDELA", "RICO SABLAN"]);
    expect(listed.get("PAZ TUDELA")?.attributes).toMatchObject({
      notified_at: null,
      already_notified: { case_id: caseId, notified_at: told.get("PAZ TUDELA")?.attributes.notified_at },
    });
    expect(listed.get("RICO SABLAN")?.attributes).toMatchObject({
      generation: 1,
      notified_at: null,
      already_notified: { case_id: caseId, notified_at: told.get("RICO SABLAN")?.attributes.notified_at },
    });
    expect(listed.get("IDA INDEX")?.attributes).toMatchObject({ notified_at: expect.any(String), already_notified: null });
    expect(await textsTo(people.paz.mobile)).toHaveLength(1);
    expect(await textsTo(people.rico.mobile)).toHaveLength(1);
    expect(await textsTo(people.ida.mobile)).toHaveLength(1);

    // Quinn has an open case now: a second conversion is refused; an unknown contact is not found, and audited.
    const again = await call("POST", `/api/staff/tracing/cases/${caseId}/contacts/${quinn?.id}/case`, { case_status: "0003" });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: TRACING_MESSAGES.caseAlreadyOpen, code: "CASE_ALREADY_OPEN", error: TRACING_ERRORS.caseAlreadyOpen },
    });
    const unknown = await call("POST", `/api/staff/tracing/cases/${caseId}/contacts/${randomUUID()}/case`, { case_status: "0003" });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: CONTACT_MESSAGES.contactNotFound, code: "CONTACT_NOT_FOUND" },
    });
    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["action", "outcome", "record_type", "record_id", "purpose"])
      .where("staff_id", "=", official.id)
      .where("action", "=", "tracing.contact.convert")
      .orderBy("seq")
      .execute();
    expect(audit.map(({ outcome, record_type, record_id }) => [outcome, record_type, record_id === quinnCase.id])).toEqual([
      ["ok", "tracing_case", true],
      ["failed", "tracing_contact", false],
    ]);
  });

  it("links a case opened for someone who was a contact elsewhere within the incubation period, open or closed, with generation and when they were told; an older exposure is not linked", async () => {
    const { caseId, people } = await plantNotifiedCase();
    await call("PATCH", `/api/staff/tracing/cases/${caseId}`, { closed: true });
    const told = await contactsOf(caseId);

    const opened = await call("POST", "/api/staff/tracing/cases", { person_key: people.rico.key, case_status: "0001" });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(caseOf(opened).attributes.linked_cases).toEqual({
      contact_in: [
        {
          case_id: caseId,
          full_name: "IDA INDEX",
          kind: "contact",
          generation: 2,
          exposure_start: told.get("RICO SABLAN")?.attributes.exposure_start,
          place: "Sunset Bar — Susupe",
          notified_at: told.get("RICO SABLAN")?.attributes.notified_at,
        },
      ],
      contacts_as_cases: [],
    });
    expect((await readCase(caseId)).attributes.linked_cases.contacts_as_cases).toMatchObject([
      { case_id: caseOf(opened).id, full_name: "RICO SABLAN", kind: "contact", generation: 2 },
    ]);

    // Exposed 20 days ago in another case: past the 14 days, so not linked.
    const { db, stores } = server.database;
    const mobile = newMobile();
    const names = { first_name: "SOLE", last_name: "CAMACHO" };
    const key = phonePersonKey(mobile, names);
    const branch = await createBranch(db);
    const at = Date.now() - 20 * DAY_MS;
    await insertPersonVisit(
      db,
      { branchId: branch.id, personKey: key, startedAt: new Date(at).toISOString(), endsAt: new Date(at + HOUR_MS).toISOString() },
      { ...names, mobile_number: mobile },
    );
    const old = await insertCase(stores.health, { opened_by: official.id, list_state: "frozen" });
    await insertContact(stores.health, {
      case_id: old,
      person_key: key,
      full_name: "SOLE CAMACHO",
      exposure_start: new Date(at).toISOString(),
      notified_at: new Date(at + DAY_MS).toISOString(),
      notified_by: "sms",
    });
    const unlinked = await call("POST", "/api/staff/tracing/cases", { person_key: key, case_status: "0002" });
    expect(unlinked.statusCode, unlinked.body).toBe(201);
    expect(caseOf(unlinked).attributes.linked_cases).toEqual({ contact_in: [], contacts_as_cases: [] });
  });
});

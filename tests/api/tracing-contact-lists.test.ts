import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountCompanionKey } from "#domain/person-key.ts";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import { commonwealthDay, type TracingCase, TRACING_ERRORS, TRACING_MESSAGES } from "#domain/tracing/tracing-cases.ts";
import { CONTACT_ERRORS, CONTACT_MESSAGES, type ChainGraph, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import type * as v from "valibot";
import { createAccount } from "../support/accounts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { insertPersonVisit } from "../support/tracing-visits.ts";
import { contact as tracingContact } from "../machines/console/tracing-fixtures.ts";
import { createBranch } from "./logbook-support.ts";
import { serveTracingApi } from "./tracing-support.ts";

type Attributes = TracingContact["attributes"];
type CaseAttributes = TracingCase["attributes"];

const mobile = () => `1670${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe.each(DATABASE_KINDS)("tracing contact lists on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const call = (method: string, url: string, body?: unknown, staff: TestStaff = official) => callStaffApi(server, method, url, { staff, body });
  const compute = (caseId: string, body: object = {}, staff?: TestStaff) => call("POST", `/api/staff/tracing/cases/${caseId}/contacts/compute`, body, staff);
  const list = async (caseId: string, query = "") => {
    const answer = await call("GET", `/api/staff/tracing/cases/${caseId}/contacts${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: TracingContact[] }>().data;
  };
  const review = (caseId: string, contactId: string, body: object) => call("PUT", `/api/staff/tracing/cases/${caseId}/contacts/${contactId}/review`, body);
  const freeze = (caseId: string, body?: object) => call("POST", `/api/staff/tracing/cases/${caseId}/contacts/freeze`, body);
  const refusal = (answer: { statusCode: number; json: () => unknown }) => ({ status: answer.statusCode, body: answer.json() });

  /**
   * An index guest at a noodle house with two first-generation contacts (a traveller with an
   * account and a guest), a guest whose stay overlaps by 14 minutes only, and a guest whom the
   * traveller meets the next day at a cafe (second generation).
   */
  async function plantScenario() {
    const { db, stores } = server.database;
    const noodles = await createBranch(db, { name: "Saipan Noodle House", branch: "Garapan" });
    const cafe = await createBranch(db, { name: "Beach Cafe", branch: "Susupe" });
    const account = await createAccount(db);
    const accountMobile = mobile();
    await db
      .updateTable("users")
      .set({ first_name: "ANA", middle_name: "LUZ", last_name: "CRUZ", mobile_number: accountMobile, language: "ja" })
      .where("id", "=", account.id)
      .execute();
    const indexMobile = mobile();
    const guestMobile = mobile();
    const secondMobile = mobile();
    const keys = {
      index: `mobile:${indexMobile}`,
      account: `user:${account.id}`,
      guest: `mobile:${guestMobile}`,
      short: `mobile:${mobile()}`,
      second: `mobile:${secondMobile}`,
    };
    const visit = async (personKey: string, branchId: string, startedAt: string, endsAt: string, person: object = {}) => {
      const id = await insertPersonVisit(db, { branchId, personKey, startedAt, endsAt }, person);
      return { id, started_at: startedAt, ends_at: endsAt };
    };
    const visits = {
      index: await visit(keys.index, noodles.id, "2026-03-10T01:00:00.000Z", "2026-03-10T03:00:00.000Z", {
        first_name: "IDA",
        last_name: "INDEX",
        mobile_number: indexMobile,
      }),
      account: await visit(keys.account, noodles.id, "2026-03-10T01:30:00.000Z", "2026-03-10T02:30:00.000Z", { user_id: account.id }),
      guest: await visit(keys.guest, noodles.id, "2026-03-10T00:30:00.000Z", "2026-03-10T01:45:00.000Z", {
        first_name: "BEN",
        middle_name: null,
        last_name: "REYES",
        mobile_number: guestMobile,
        email: "ben@example.com",
      }),
      short: await visit(keys.short, noodles.id, "2026-03-10T02:46:00.000Z", "2026-03-10T04:00:00.000Z"),
      accountAtCafe: await visit(keys.account, cafe.id, "2026-03-11T05:00:00.000Z", "2026-03-11T06:00:00.000Z", { user_id: account.id }),
      second: await visit(keys.second, cafe.id, "2026-03-11T05:20:00.000Z", "2026-03-11T07:00:00.000Z", {
        first_name: "CARLA",
        last_name: "SABLAN",
        mobile_number: secondMobile,
      }),
    };
    const caseId = await insertCase(stores.health, {
      person_key: keys.index,
      full_name: "IDA INDEX",
      mobile_number: indexMobile,
      opened_by: official.id,
      onset_date: "2026-03-10",
      isolation_date: "2026-03-12",
      opened_on: "2026-03-12",
    });
    return { caseId, keys, visits, account, accountMobile, guestMobile, noodles, cafe };
  }

  const auditOf = (staffId: string) =>
    server.database.db
      .selectFrom("audit_events")
      .select(["role", "action", "outcome", "subject_user_id", "record_type", "record_id", "shown", "purpose"])
      .where("staff_id", "=", staffId)
      .orderBy("seq")
      .execute();

  it("computes the planted contacts with what explains each, and lists them by generation and exposure", async () => {
    const { caseId, keys, visits, account, accountMobile, guestMobile, noodles, cafe } = await plantScenario();
    const staff = await createStaff(server.database.db, ["health_official"]);
    const answer = await compute(caseId, {}, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toEqual({
      state: "draft",
      computed_at: expect.any(String),
      frozen_at: null,
      minimum_overlap_minutes: 15,
      incubation_days: 14,
      counts: [2, 1, 0],
      capped: false,
      included: 3,
      dropped: 0,
      unreviewed: 3,
      notified: 0,
      overdue_follow_ups: 0,
    });
    const contacts = await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts`, { staff }).then(
      (response) => response.json<{ data: TracingContact[] }>().data,
    );
    const [guest, traveller, second] = contacts;
    expect(contacts.map((contact) => contact.attributes.person_key)).toEqual([keys.guest, keys.account, keys.second]);
    // Ticked, included, to notify, no follow-up yet: a new contact, as the console's fixture has it.
    expect(guest?.attributes).toEqual<Attributes>(
      tracingContact("guest", {
        person_key: keys.guest,
        kind: "guest",
        full_name: "BEN REYES",
        mobile_number: guestMobile,
        email: "ben@example.com",
        language: "en",
        generation: 1,
        exposure_start: "2026-03-10T01:00:00.000Z",
        overlap_minutes: 45,
        establishment_id: noodles.id,
        place: "Saipan Noodle House — Garapan",
        parent_contact_id: null,
        parent_name: "IDA INDEX",
        parent_visit: visits.index,
        visit: visits.guest,
      }).attributes,
    );
    expect(traveller?.attributes).toMatchObject({
      kind: "account",
      full_name: "ANA LUZ CRUZ",
      mobile_number: accountMobile,
      email: account.email,
      language: "ja",
      generation: 1,
      exposure_start: "2026-03-10T01:30:00.000Z",
      overlap_minutes: 60,
      parent_contact_id: null,
      parent_visit: visits.index,
      visit: visits.account,
    });
    expect(second?.attributes).toMatchObject({
      kind: "guest",
      full_name: "CARLA SABLAN",
      generation: 2,
      exposure_start: "2026-03-11T05:20:00.000Z",
      overlap_minutes: 40,
      place: "Beach Cafe — Susupe",
      establishment_id: cafe.id,
      parent_contact_id: traveller?.id,
      parent_name: "ANA LUZ CRUZ",
      parent_visit: visits.accountAtCafe,
      visit: visits.second,
    });
    expect(await list(caseId, "?generation=2")).toEqual([second]);
    expect(await auditOf(staff.id)).toEqual([
      {
        role: "health_official",
        action: "tracing.contacts.compute",
        outcome: "ok",
        subject_user_id: null,
        record_type: "tracing_case",
        record_id: caseId,
        shown: "case, contact list counts",
        purpose: "contact tracing",
      },
      {
        role: "health_official",
        action: "tracing.contacts.read",
        outcome: "ok",
        subject_user_id: null,
        record_type: "tracing_case",
        record_id: caseId,
        shown:
          "3 contacts by exposure: names, mobile numbers, e-mail, language, places, visit times, review, unticked contacts reached through, earlier notices, own cases, follow-up",
        purpose: "contact tracing",
      },
    ]);
  });

  it("takes the minimum overlap from the request, and a new computation replaces the draft list", async () => {
    const { caseId, keys } = await plantScenario();
    const lower = await compute(caseId, { minimum_overlap_minutes: 10 });
    expect(lower.json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toMatchObject({
      minimum_overlap_minutes: 10,
      counts: [3, 1, 0],
    });
    expect((await list(caseId)).find((contact) => contact.attributes.person_key === keys.short)?.attributes).toMatchObject({
      overlap_minutes: 14,
      generation: 1,
    });
    const again = await compute(caseId);
    expect(again.json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toMatchObject({
      minimum_overlap_minutes: 15,
      counts: [2, 1, 0],
      included: 3,
    });
    expect((await list(caseId)).map((contact) => contact.attributes.person_key)).toEqual([keys.guest, keys.account, keys.second]);
    const invalid = await compute(caseId, { minimum_overlap_minutes: 0 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { minimum_overlap_minutes: ["At least 1 minute."] } });
  });

  it("reviews a contact with a reason, freezes the list, and then refuses to change it", async () => {
    const { caseId, keys } = await plantScenario();
    expect(refusal(await freeze(caseId))).toEqual({
      status: 409,
      body: { message: CONTACT_MESSAGES.noList, code: "NO_CONTACT_LIST", error: CONTACT_ERRORS.noList },
    });
    await compute(caseId);
    const [guest, traveller] = await list(caseId);
    const unticked = await review(caseId, traveller?.id ?? "", { included: false, reason: "  Sat outside on the terrace. " });
    expect(unticked.statusCode).toBe(200);
    expect(unticked.json<{ data: TracingContact }>().data.attributes).toMatchObject({
      person_key: keys.account,
      ticked: false,
      included: false,
      review_reason: "Sat outside on the terrace.",
    });
    const noReason = await review(caseId, guest?.id ?? "", { included: false, reason: " " });
    expect(refusal(noReason)).toEqual({
      status: 422,
      body: { message: CONTACT_MESSAGES.reasonNeeded, code: "VALIDATION_FAILED", errors: { reason: [CONTACT_MESSAGES.reasonNeeded] } },
    });
    expect(refusal(await review(caseId, randomUUID(), { included: true, reason: "Checked." }))).toEqual({
      status: 404,
      body: { message: CONTACT_MESSAGES.contactNotFound, code: "CONTACT_NOT_FOUND" },
    });
    const other = await plantScenario();
    await compute(other.caseId);
    const [strange] = await list(other.caseId);
    expect(refusal(await review(caseId, strange?.id ?? "", { included: false, reason: "Not this case's." })).status).toBe(404);

    // Two contacts nobody reviewed: the freeze goes through only when the official names that number.
    const unreviewed = { status: 409, body: { message: CONTACT_MESSAGES.unreviewed, code: "UNREVIEWED_CONTACTS" } };
    expect(refusal(await freeze(caseId))).toEqual(unreviewed);
    expect(refusal(await freeze(caseId, { accept_unreviewed: 1 }))).toEqual(unreviewed);
    const frozen = await freeze(caseId, { accept_unreviewed: 2 });
    expect(frozen.statusCode).toBe(200);
    // The traveller was the only one who exposed the second generation's guest: she is dropped with him.
    expect(frozen.json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toMatchObject({
      state: "frozen",
      frozen_at: expect.any(String),
      counts: [2, 1, 0],
      included: 1,
      dropped: 1,
    });
    const today = commonwealthDay(new Date());
    expect(
      (await list(caseId)).map(({ attributes }) => [attributes.person_key, attributes.included, attributes.follow_up_status, attributes.follow_up_due]),
    ).toEqual([
      [keys.guest, true, "to_notify", today],
      [keys.account, false, "to_notify", null],
      [keys.second, false, "to_notify", null],
    ]);
    const listFrozen = { status: 409, body: { message: CONTACT_MESSAGES.listFrozen, code: "CONTACT_LIST_FROZEN", error: CONTACT_ERRORS.listFrozen } };
    expect(refusal(await freeze(caseId))).toEqual(listFrozen);
    expect(refusal(await compute(caseId))).toEqual(listFrozen);
    expect(refusal(await review(caseId, guest?.id ?? "", { included: false, reason: "Too late." }))).toEqual(listFrozen);
    expect((await list(caseId)).map(({ attributes }) => attributes.included)).toEqual([true, false, false]);
  });

  /**
   * A chain through a shop's cashier: the index guest at the shop and at an office; Tomás at the
   * till (first generation) and Wen at the office (first generation). The next day Ines is at the
   * till with Tomás only, and Oscar with Tomás at the till and with Wen at the office later (second
   * generation both); the day after, Dana with Ines at a café (third generation, only through Ines).
   */
  async function plantChain() {
    const { db, stores } = server.database;
    const shop = await createBranch(db, { name: "Joeten Mart", branch: "Garapan" });
    const office = await createBranch(db, { name: "Harbour Office", branch: "Tanapag" });
    const cafe = await createBranch(db, { name: "Beach Cafe", branch: "Susupe" });
    const people = {
      index: { first_name: "IDA", last_name: "INDEX" },
      cashier: { first_name: "TOMAS", last_name: "AGUON" },
      coworker: { first_name: "WEN", last_name: "LI" },
      onlyCashier: { first_name: "INES", last_name: "CRUZ" },
      both: { first_name: "OSCAR", last_name: "REYES" },
      third: { first_name: "DANA", last_name: "SANTOS" },
    };
    const mobiles = Object.fromEntries(Object.keys(people).map((name) => [name, mobile()])) as Record<keyof typeof people, string>;
    const key = (name: keyof typeof people) => `mobile:${mobiles[name]}`;
    const visit = (name: keyof typeof people, branchId: string, startedAt: string, endsAt: string) =>
      insertPersonVisit(db, { branchId, personKey: key(name), startedAt, endsAt }, { ...people[name], mobile_number: `+${mobiles[name]}` });
    await visit("index", shop.id, "2026-03-10T01:00:00.000Z", "2026-03-10T03:00:00.000Z");
    await visit("cashier", shop.id, "2026-03-10T00:30:00.000Z", "2026-03-10T09:00:00.000Z");
    await visit("index", office.id, "2026-03-10T05:00:00.000Z", "2026-03-10T07:00:00.000Z");
    await visit("coworker", office.id, "2026-03-10T05:00:00.000Z", "2026-03-10T07:00:00.000Z");
    await visit("cashier", shop.id, "2026-03-11T08:00:00.000Z", "2026-03-11T12:00:00.000Z");
    await visit("onlyCashier", shop.id, "2026-03-11T09:00:00.000Z", "2026-03-11T10:00:00.000Z");
    await visit("both", shop.id, "2026-03-11T10:30:00.000Z", "2026-03-11T11:30:00.000Z");
    await visit("coworker", office.id, "2026-03-11T13:00:00.000Z", "2026-03-11T17:00:00.000Z");
    await visit("both", office.id, "2026-03-11T14:00:00.000Z", "2026-03-11T15:00:00.000Z");
    await visit("onlyCashier", cafe.id, "2026-03-12T02:00:00.000Z", "2026-03-12T03:00:00.000Z");
    await visit("third", cafe.id, "2026-03-12T02:00:00.000Z", "2026-03-12T03:00:00.000Z");
    const caseId = await insertCase(stores.health, {
      person_key: key("index"),
      full_name: "IDA INDEX",
      opened_by: official.id,
      onset_date: "2026-03-10",
      isolation_date: "2026-03-12",
      opened_on: "2026-03-12",
    });
    return { caseId, mobiles };
  }

  it("drops whoever is reached only through an unticked contact, shows through whom and why, brings them back on a tick, and notifies them only when ticked by hand", async () => {
    const { caseId, mobiles } = await plantChain();
    const computed = await compute(caseId);
    expect(computed.json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toMatchObject({
      counts: [2, 2, 1],
      included: 5,
      dropped: 0,
    });
    const byName = async () => new Map((await list(caseId)).map((contact) => [contact.attributes.full_name, contact]));
    const before = await byName();
    const tomas = before.get("TOMAS AGUON");
    expect(before.get("OSCAR REYES")?.attributes).toMatchObject({
      parent_name: "TOMAS AGUON",
      exposure_start: "2026-03-11T10:30:00.000Z",
      place: "Joeten Mart — Garapan",
    });
    const summary = async () =>
      (await call("GET", `/api/staff/tracing/cases/${caseId}`)).json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list;
    type Reach = [ticked: boolean, included: boolean, through: string[]];
    const reach = (contacts: Map<string, TracingContact>): Record<string, Reach> =>
      Object.fromEntries(
        [...contacts].map(([name, { attributes }]): [string, Reach] => [
          name,
          [attributes.ticked, attributes.included, attributes.reached_only_through.map((through) => `${through.full_name}: ${through.reason}`)],
        ]),
      );

    // Tomás served from behind a glass screen: Ines and Dana were reached only through him; Oscar also through Wen.
    const reason = "Served behind a glass screen.";
    const unticked = await review(caseId, tomas?.id ?? "", { included: false, reason });
    expect(unticked.json<{ data: TracingContact }>().data.attributes).toMatchObject({ ticked: false, included: false, review_reason: reason });
    const after = await byName();
    expect(reach(after)).toEqual({
      "TOMAS AGUON": [false, false, []],
      "WEN LI": [true, true, []],
      "INES CRUZ": [true, false, [`TOMAS AGUON: ${reason}`]],
      "OSCAR REYES": [true, true, []],
      "DANA SANTOS": [true, false, [`TOMAS AGUON: ${reason}`]],
    });
    expect(after.get("INES CRUZ")?.attributes.reached_only_through).toEqual([{ contact_id: tomas?.id, full_name: "TOMAS AGUON", reason }]);
    // Oscar is now explained by Wen at the office, the earliest exposure left to him.
    expect(after.get("OSCAR REYES")?.attributes).toMatchObject({
      generation: 2,
      parent_name: "WEN LI",
      parent_contact_id: after.get("WEN LI")?.id,
      exposure_start: "2026-03-11T14:00:00.000Z",
      overlap_minutes: 60,
      place: "Harbour Office — Tanapag",
    });
    expect(await summary()).toMatchObject({ counts: [2, 2, 1], included: 2, dropped: 2 });
    expect((await list(caseId, "?generation=3")).map((contact) => contact.attributes.reached_only_through.map((through) => through.full_name))).toEqual([
      ["TOMAS AGUON"],
    ]);

    // Ticked again: everyone is back as computed.
    await review(caseId, tomas?.id ?? "", { included: true, reason: "The screen was put up a week later." });
    const again = await byName();
    expect(Object.values(reach(again)).every(([ticked, included, through]) => ticked && included && through.length === 0)).toBe(true);
    expect(again.get("OSCAR REYES")?.attributes).toMatchObject({
      parent_name: "TOMAS AGUON",
      exposure_start: "2026-03-11T10:30:00.000Z",
      place: "Joeten Mart — Garapan",
    });
    expect(await summary()).toMatchObject({ included: 5, dropped: 0 });

    // Unticked for good; Ines stood at the counter for an hour, so the official ticks her by hand.
    await review(caseId, tomas?.id ?? "", { included: false, reason });
    const ines = (await byName()).get("INES CRUZ");
    const byHand = await review(caseId, ines?.id ?? "", { included: true, reason: "Called: she stood at the counter for an hour." });
    expect(byHand.json<{ data: TracingContact }>().data.attributes).toMatchObject({
      ticked: true,
      included: true,
      reached_only_through: [{ full_name: "TOMAS AGUON", reason }],
    });
    expect(reach(await byName())["DANA SANTOS"]).toEqual([true, false, [`TOMAS AGUON: ${reason}`]]);
    expect(await summary()).toMatchObject({ included: 3, dropped: 1 });

    // The dry run, the messages and the export agree with the list.
    expect((await freeze(caseId, { accept_unreviewed: 3 })).statusCode).toBe(200);
    const dryRun = await call("POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: true });
    const counts = { sms: 3, email: 0, unreachable: 0, failed: 0, dropped: 1, already_notified: 0, uncertain: 0 };
    expect(dryRun.json<{ data: object }>().data).toMatchObject({ dry_run: true, ...counts });
    const sent = await call("POST", `/api/staff/tracing/cases/${caseId}/notify`, { dry_run: false });
    expect(sent.json<{ data: object }>().data).toMatchObject({ dry_run: false, ...counts });
    const texted = await server.database.db
      .selectFrom("outbox_messages")
      .select(["recipient", "body"])
      .where(
        "recipient",
        "in",
        Object.values(mobiles).map((number) => `+${number}`),
      )
      .execute();
    expect(texted.map((message) => message.recipient).sort()).toEqual(
      [mobiles.coworker, mobiles.onlyCashier, mobiles.both].map((number) => `+${number}`).sort(),
    );
    expect(texted.find((message) => message.recipient === `+${mobiles.both}`)?.body).toContain("March 12, 2026 at Harbour Office - Tanapag");
    const csv = await call("GET", `/api/staff/tracing/cases/${caseId}/contacts.csv?purpose=${encodeURIComponent("Calls to the Garapan cluster")}`);
    expect(csv.statusCode).toBe(200);
    // The name is each row's second cell; Tomás is still there as the one who exposed Ines.
    expect(
      csv.body
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[1])
        .sort(),
    ).toEqual(["INES CRUZ", "OSCAR REYES", "WEN LI"]);
  });

  it("ticks and unticks chosen contacts with one reason as a review each, drops who is reached only through them, and works their follow-ups together once frozen, each contact audited", async () => {
    const { caseId } = await plantChain();
    const staff = await createStaff(server.database.db, ["health_official"]);
    const as = (method: string, url: string, body?: object) => call(method, `/api/staff/tracing/cases/${caseId}${url}`, body, staff);
    expect((await compute(caseId, {}, staff)).json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list).toMatchObject({ unreviewed: 5 });
    const ids = new Map((await list(caseId)).map((contact) => [contact.attributes.full_name, contact.id]));
    const id = (name: string) => ids.get(name) ?? "";
    const summary = async () => (await as("GET", "")).json<{ data: { attributes: CaseAttributes } }>().data.attributes.contact_list;
    const state = async () =>
      Object.fromEntries((await list(caseId)).map(({ attributes }) => [attributes.full_name, [attributes.ticked, attributes.included]]));
    const cashierAndCoworker = [id("TOMAS AGUON"), id("WEN LI")];

    expect(refusal(await as("POST", "/contacts/review", { contact_ids: cashierAndCoworker, included: false, reason: " " })).status).toBe(422);
    expect(refusal(await as("POST", "/contacts/review", { contact_ids: [], included: false, reason: "Glass." })).body).toMatchObject({
      errors: { contact_ids: [CONTACT_MESSAGES.chooseContacts] },
    });
    // One id not on the list refuses the whole batch: nothing changes.
    expect(refusal(await as("POST", "/contacts/review", { contact_ids: [...cashierAndCoworker, randomUUID()], included: false, reason: "Glass." }))).toEqual({
      status: 404,
      body: { message: CONTACT_MESSAGES.contactNotFound, code: "CONTACT_NOT_FOUND" },
    });
    expect(await summary()).toMatchObject({ included: 5, dropped: 0, unreviewed: 5 });

    // Both served from behind glass: everyone of the second and third generation was reached only through them.
    const reason = "Served behind a glass screen.";
    const unticked = await as("POST", "/contacts/review", { contact_ids: cashierAndCoworker, included: false, reason });
    expect(unticked.statusCode).toBe(200);
    expect(
      unticked.json<{ data: TracingContact[] }>().data.map(({ attributes }) => [attributes.full_name, attributes.ticked, attributes.review_reason]),
    ).toEqual([
      ["TOMAS AGUON", false, reason],
      ["WEN LI", false, reason],
    ]);
    expect(await state()).toEqual({
      "TOMAS AGUON": [false, false],
      "WEN LI": [false, false],
      "INES CRUZ": [true, false],
      "OSCAR REYES": [true, false],
      "DANA SANTOS": [true, false],
    });
    expect(await summary()).toMatchObject({ included: 0, dropped: 3, unreviewed: 3 });

    // A bulk tick is a tick by hand for each chosen contact (decision 050): Ines and Oscar are notified, Dana still not.
    expect(
      (await as("POST", "/contacts/review", { contact_ids: [id("INES CRUZ"), id("OSCAR REYES")], included: true, reason: "Called: at the counter." }))
        .statusCode,
    ).toBe(200);
    expect(await state()).toMatchObject({ "INES CRUZ": [true, true], "OSCAR REYES": [true, true], "DANA SANTOS": [true, false] });
    expect(await summary()).toMatchObject({ included: 2, dropped: 1, unreviewed: 1 });

    const chosen = [id("INES CRUZ"), id("OSCAR REYES")];
    expect(refusal(await as("POST", "/contacts/follow-up", { contact_ids: chosen, status: "reached" })).body).toMatchObject({
      code: "CONTACT_LIST_NOT_FROZEN",
    });
    expect(refusal(await as("POST", "/contacts/freeze", {})).body).toMatchObject({ code: "UNREVIEWED_CONTACTS" });
    expect((await as("POST", "/contacts/freeze", { accept_unreviewed: 1 })).statusCode).toBe(200);
    expect(refusal(await as("POST", "/contacts/review", { contact_ids: chosen, included: false, reason })).body).toMatchObject({ code: "CONTACT_LIST_FROZEN" });

    expect(refusal(await as("POST", "/contacts/follow-up", { contact_ids: chosen, status: "asleep" })).status).toBe(422);
    expect(refusal(await as("POST", "/contacts/follow-up", { contact_ids: [...chosen, randomUUID()], status: "reached" })).status).toBe(404);
    const reached = await as("POST", "/contacts/follow-up", { contact_ids: chosen, status: "reached" });
    expect(reached.statusCode).toBe(200);
    expect(reached.json<{ data: TracingContact[] }>().data.map(({ attributes }) => attributes.follow_up_status)).toEqual(["reached", "reached"]);
    expect(Object.fromEntries((await list(caseId)).map(({ attributes }) => [attributes.full_name, attributes.follow_up_status]))).toEqual({
      "TOMAS AGUON": "to_notify",
      "WEN LI": "to_notify",
      "INES CRUZ": "reached",
      "OSCAR REYES": "reached",
      "DANA SANTOS": "to_notify",
    });

    const audit = (await auditOf(staff.id)).filter((row) => row.record_type === "tracing_contact");
    expect(audit.map((row) => [row.action, row.outcome, row.record_id, row.shown])).toEqual([
      ["tracing.contact.review", "ok", id("TOMAS AGUON"), expect.any(String)],
      ["tracing.contact.review", "ok", id("WEN LI"), expect.any(String)],
      ["tracing.contact.review", "ok", id("INES CRUZ"), expect.any(String)],
      ["tracing.contact.review", "ok", id("OSCAR REYES"), expect.any(String)],
      ["tracing.follow_up.update", "ok", id("INES CRUZ"), "follow-up reached"],
      ["tracing.follow_up.update", "ok", id("OSCAR REYES"), "follow-up reached"],
    ]);
    expect(audit.every((row) => row.purpose === "contact tracing")).toBe(true);
    // The refused batches are in the trail too, against the case (input the schemas refuse reaches no one's data).
    expect((await auditOf(staff.id)).filter((row) => row.outcome === "failed").map((row) => [row.action, row.record_id])).toEqual([
      ["tracing.contact.review", caseId],
      ["tracing.follow_up.update", caseId],
      ["tracing.contacts.freeze", caseId],
      ["tracing.contact.review", caseId],
      ["tracing.follow_up.update", caseId],
    ]);
  });

  it("lists an account holder's companion as a person of their own: not the account, named as at the door", async () => {
    const { db, stores } = server.database;
    const cafe = await createBranch(db, { name: "Beach Cafe", branch: "Susupe" });
    const holder = await createAccount(db);
    const companion = accountCompanionKey(holder.id, { first_name: "LUCIA", last_name: "SANTOS" });
    const index = `mobile:${mobile()}/IDA INDEX`;
    for (const [personKey, names] of [
      [index, { first_name: "IDA", last_name: "INDEX" }],
      [companion, { first_name: "LUCIA", last_name: "SANTOS" }],
    ] as const) {
      await insertPersonVisit(db, { branchId: cafe.id, personKey, startedAt: "2026-03-10T01:00:00.000Z", endsAt: "2026-03-10T02:00:00.000Z" }, names);
    }
    const caseId = await insertCase(stores.health, { person_key: index, opened_by: official.id, onset_date: "2026-03-10", opened_on: "2026-03-12" });
    await compute(caseId);
    const [lucia] = await list(caseId);
    expect(lucia?.attributes).toMatchObject({ person_key: companion, kind: "guest", full_name: "LUCIA SANTOS" });
    expect(await stores.health.selectFrom("tracing_contacts").select("user_id").where("case_id", "=", caseId).execute()).toEqual([{ user_id: null }]);
  });

  it("refuses a closed case and answers 404 for an unknown one, auditing the refusals", async () => {
    const { caseId } = await plantScenario();
    await server.database.stores.health.updateTable("tracing_cases").set({ closed_at: new Date().toISOString() }).where("id", "=", caseId).execute();
    const staff = await createStaff(server.database.db, ["health_official"]);
    expect(refusal(await compute(caseId, {}, staff))).toEqual({
      status: 409,
      body: { message: TRACING_MESSAGES.caseClosed, code: "CASE_CLOSED", error: TRACING_ERRORS.caseClosed },
    });
    const unknown = randomUUID();
    expect(refusal(await callStaffApi(server, "GET", `/api/staff/tracing/cases/${unknown}/contacts`, { staff }))).toEqual({
      status: 404,
      body: { message: TRACING_MESSAGES.caseNotFound, code: "CASE_NOT_FOUND" },
    });
    expect((await auditOf(staff.id)).map((row) => [row.action, row.outcome, row.record_id])).toEqual([
      ["tracing.contacts.compute", "failed", caseId],
      ["tracing.contacts.read", "failed", unknown],
    ]);
  });

  it("orders follow-ups overdue first, then by due date, leaving out unticked contacts", async () => {
    const health = server.database.stores.health;
    const caseId = await insertCase(health, { person_key: `mobile:${mobile()}`, opened_by: official.id, list_state: "frozen" });
    const day = (offset: number) => commonwealthDay(new Date(Date.now() + offset * 86_400_000));
    const contact = (name: string, values: object) => insertContact(health, { case_id: caseId, person_key: `mobile:${mobile()}`, full_name: name, ...values });
    await contact("LATER", { follow_up_status: "notified", follow_up_due: day(3), generation: 1 });
    await contact("RELEASED LONG AGO", { follow_up_status: "released", follow_up_due: day(-5), generation: 1 });
    await contact("OVERDUE SECOND GENERATION", { follow_up_status: "reached", follow_up_due: day(-1), generation: 2 });
    await contact("TODAY", { follow_up_status: "to_notify", follow_up_due: day(0), generation: 1 });
    await contact("OVERDUE", { follow_up_status: "in_quarantine", follow_up_due: day(-2), generation: 1 });
    await contact("UNTICKED", { included: 0, follow_up_due: day(-3) });
    const names = (contacts: TracingContact[]) => contacts.map((item) => item.attributes.full_name);
    expect(names(await list(caseId, "?order=follow_up"))).toEqual(["OVERDUE", "OVERDUE SECOND GENERATION", "RELEASED LONG AGO", "TODAY", "LATER"]);
    expect(names(await list(caseId, "?order=follow_up&generation=2"))).toEqual(["OVERDUE SECOND GENERATION"]);
    expect(names(await list(caseId))).toHaveLength(6);
    expect((await call("GET", `/api/staff/tracing/cases/${caseId}/contacts?order=due`)).statusCode).toBe(422);
  });

  it("draws the chain: the index person, each contact, the places, and who exposed whom where", async () => {
    const { caseId, noodles, cafe } = await plantScenario();
    await compute(caseId);
    const [guest, traveller, second] = await list(caseId);
    await review(caseId, guest?.id ?? "", { included: false, reason: "Different room." });
    const answer = await call("GET", `/api/staff/tracing/cases/${caseId}/graph`);
    expect(answer.statusCode).toBe(200);
    const graph = answer.json<v.InferOutput<typeof ChainGraph>>().data;
    expect(graph.people).toEqual([
      { id: caseId, contact_id: null, label: "IDA INDEX", generation: 0, included: true, exposed_by: null, exposed_at: null },
      { id: guest?.id, contact_id: guest?.id, label: "BEN REYES", generation: 1, included: false, exposed_by: caseId, exposed_at: noodles.id },
      { id: traveller?.id, contact_id: traveller?.id, label: "ANA LUZ CRUZ", generation: 1, included: true, exposed_by: caseId, exposed_at: noodles.id },
      { id: second?.id, contact_id: second?.id, label: "CARLA SABLAN", generation: 2, included: true, exposed_by: traveller?.id, exposed_at: cafe.id },
    ]);
    expect(graph.places).toEqual([
      { id: noodles.id, label: "Saipan Noodle House — Garapan" },
      { id: cafe.id, label: "Beach Cafe — Susupe" },
    ]);
    expect(graph.links).toEqual([
      { from: caseId, to: noodles.id, generation: 1, overlap_minutes: 60 },
      { from: noodles.id, to: guest?.id, generation: 1, overlap_minutes: 45 },
      { from: noodles.id, to: traveller?.id, generation: 1, overlap_minutes: 60 },
      { from: traveller?.id, to: cafe.id, generation: 2, overlap_minutes: 40 },
      { from: cafe.id, to: second?.id, generation: 2, overlap_minutes: 40 },
    ]);
    const audit = await auditOf(official.id);
    expect(audit.at(-1)).toMatchObject({
      action: "tracing.graph.read",
      record_id: caseId,
      shown: "chain of 3 contacts at 2 places: names, generations, places, overlaps",
      purpose: "contact tracing",
    });
  });

  it("lets no other role and no one signed out reach a contact list, and audits each refusal", async () => {
    const { caseId } = await plantScenario();
    await compute(caseId);
    const [contact] = await list(caseId);
    const calls: [string, string, unknown?][] = [
      ["POST", `/api/staff/tracing/cases/${caseId}/contacts/compute`, {}],
      ["GET", `/api/staff/tracing/cases/${caseId}/contacts`],
      ["PUT", `/api/staff/tracing/cases/${caseId}/contacts/${contact?.id}/review`, { included: false, reason: "Not mine to say." }],
      ["POST", `/api/staff/tracing/cases/${caseId}/contacts/review`, { contact_ids: [contact?.id], included: false, reason: "Not mine to say." }],
      ["POST", `/api/staff/tracing/cases/${caseId}/contacts/freeze`],
      ["POST", `/api/staff/tracing/cases/${caseId}/contacts/follow-up`, { contact_ids: [contact?.id], status: "reached" }],
      ["GET", `/api/staff/tracing/cases/${caseId}/graph`],
    ];
    for (const role of ["admin", "customs_officer", "tourism_analyst", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      for (const [method, url, body] of calls) {
        expect(refusal(await callStaffApi(server, method, url, { staff, body })).body).toMatchObject({ error: STAFF_ERRORS.forbidden });
      }
      expect((await auditOf(staff.id)).map((row) => [row.action, row.outcome])).toEqual([
        ["tracing.contacts.compute", "denied"],
        ["tracing.contacts.read", "denied"],
        ["tracing.contact.review", "denied"],
        ["tracing.contact.review", "denied"],
        ["tracing.contacts.freeze", "denied"],
        ["tracing.follow_up.update", "denied"],
        ["tracing.graph.read", "denied"],
      ]);
    }
    for (const [method, url, body] of calls) expect((await callStaffApi(server, method, url, { body })).statusCode).toBe(401);
    expect((await list(caseId)).map((item) => item.attributes.included)).toEqual([true, true, true]);
  });
});

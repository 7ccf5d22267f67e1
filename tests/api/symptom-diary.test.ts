import { describe, expect, it } from "vitest";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { linkSigner } from "../../server/tracing/diary-link.ts";
import { callStaffApi, type TestStaff } from "../support/staff.ts";
import type { ApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { serveTracingApi } from "./tracing-support.ts";

const DAY_MS = 86_400_000;
const INDEX_NAME = "INDEX PERSON SECRETNAME";
const PLACE = "Hidden Grill — Secret Branch";
const DIARY_LINK = /\/diary\/([A-Za-z0-9_-]{46})/;

let numbers = 0;
const newMobile = () => `+1670556${String(1000 + (numbers += 1)).padStart(4, "0")}`;

describe.each(DATABASE_KINDS)("the symptom diary on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const health = () => server.database.stores.health;
  const diary = (token: string) => server.request({ method: "GET", url: `/api/v1/diary/${token}` });
  const answer = (token: string, symptoms: string[]) =>
    server.request({
      method: "PUT",
      url: `/api/v1/diary/${token}/today`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ symptoms }),
    });
  const followUpList = async (caseId: string) =>
    (await callStaffApi(server, "GET", `/api/staff/tracing/cases/${caseId}/contacts?order=follow_up`, { staff: official })).json<{ data: TracingContact[] }>()
      .data;

  /** A frozen case with two contacts exposed two days ago, notified by SMS: the diary token each received. */
  async function notifiedContacts() {
    const caseId = await insertCase(health(), { opened_by: official.id, list_state: "frozen", full_name: INDEX_NAME });
    const exposure_start = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const people = [
      { name: "EARLY DUE", mobile: newMobile() },
      { name: "FEVER PERSON", mobile: newMobile() },
    ];
    const ids = [];
    for (const person of people)
      ids.push(
        await insertContact(health(), {
          case_id: caseId,
          person_key: `mobile:${person.mobile}`,
          full_name: person.name,
          mobile_number: person.mobile,
          exposure_start,
          place: PLACE,
        }),
      );
    const notified = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    expect(notified.statusCode).toBe(200);
    const tokens = [];
    for (const person of people) {
      const [sms] = await server.database.db.selectFrom("outbox_messages").select("body").where("recipient", "=", person.mobile).execute();
      const token = DIARY_LINK.exec(sms?.body ?? "")?.[1];
      if (!token) throw new Error(`no diary link in ${sms?.body}`);
      tokens.push(token);
    }
    // The first is due a day earlier: without the diary it would come first.
    await health()
      .updateTable("tracing_contacts")
      .set({ follow_up_due: commonwealthDay(new Date()) })
      .where("id", "=", ids[0] ?? "")
      .execute();
    return { caseId, ids, tokens, until: commonwealthDay(new Date(Date.parse(exposure_start) + 14 * DAY_MS)) };
  }

  it("opens with the period's last day and today only: nothing of the case, the place or the contact", async () => {
    const { caseId, ids, tokens, until } = await notifiedContacts();
    const response = await diary(tokens[1] ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { until, today: commonwealthDay(new Date()), answered_today: null } });
    for (const secret of [INDEX_NAME, "SECRETNAME", "Hidden Grill", "FEVER PERSON", caseId, ids[1] ?? ""]) expect(response.body).not.toContain(secret);
  });

  it("keeps an answer a day, a second one replacing it; fever makes the contact symptomatic and first in follow-up order", async () => {
    const { caseId, ids, tokens } = await notifiedContacts();
    const [early, fever] = ids;
    expect((await followUpList(caseId)).map((contact) => contact.attributes.full_name)).toEqual(["EARLY DUE", "FEVER PERSON"]);

    const none = await answer(tokens[1] ?? "", ["NONE_OF_THE_ABOVE"]);
    expect(none.statusCode).toBe(200);
    expect(none.json<{ data: { answered_today: string[] } }>().data.answered_today).toEqual(["NONE_OF_THE_ABOVE"]);
    expect((await followUpList(caseId)).map((contact) => contact.attributes.follow_up_status)).toEqual(["notified", "notified"]);

    const replaced = await answer(tokens[1] ?? "", ["FEVER"]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).not.toContain("FEVER PERSON");
    expect((await diary(tokens[1] ?? "")).json<{ data: { answered_today: string[] } }>().data.answered_today).toEqual(["FEVER"]);
    const entries = await health()
      .selectFrom("tracing_diary_entries")
      .select(["contact_id", "symptoms"])
      .where("contact_id", "=", fever ?? "")
      .execute();
    expect(entries).toEqual([{ contact_id: fever, symptoms: '["FEVER"]' }]);

    const list = await followUpList(caseId);
    expect(list.map((contact) => [contact.id, contact.attributes.follow_up_status])).toEqual([
      [fever, "symptomatic"],
      [early, "notified"],
    ]);
    expect(list[0]?.attributes.diary).toEqual({ days_answered: 1, days_missed: 0, last_answer: { day: commonwealthDay(new Date()), symptoms: ["FEVER"] } });
    expect(list[1]?.attributes.diary).toEqual({ days_answered: 0, days_missed: 0, last_answer: null });

    // A later "none" does not undo it: the official decides.
    await answer(tokens[1] ?? "", ["NONE_OF_THE_ABOVE"]);
    expect((await followUpList(caseId))[0]?.attributes.follow_up_status).toBe("symptomatic");
  });

  it("shows the official the days missed since the message", async () => {
    const { caseId, ids, tokens } = await notifiedContacts();
    await health()
      .updateTable("tracing_contacts")
      .set({ notified_at: new Date(Date.now() - 3 * DAY_MS).toISOString() })
      .where("id", "=", ids[0] ?? "")
      .execute();
    await answer(tokens[0] ?? "", ["NONE_OF_THE_ABOVE"]);
    const early = (await followUpList(caseId)).find((contact) => contact.id === ids[0]);
    expect(early?.attributes.diary).toMatchObject({ days_answered: 1, days_missed: 3 });
  });

  it("refuses a tampered link (404), an unknown symptom (422), and a link past its period or of an ended follow-up (410)", async () => {
    const { ids, tokens } = await notifiedContacts();
    const token = tokens[0] ?? "";
    const tampered = `${token.slice(0, 5)}${token[5] === "x" ? "y" : "x"}${token.slice(6)}`;
    for (const response of [await diary(tampered), await answer(tampered, ["FEVER"]), await diary("short")]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "DIARY_LINK_INVALID", message: expect.any(String) });
    }
    expect((await answer(token, ["NOT_A_SYMPTOM"])).statusCode).toBe(422);
    expect((await answer(token, [])).statusCode).toBe(422);

    // Replayed once the period is over: the same contact's link with its last day yesterday.
    const yesterday = commonwealthDay(new Date(Date.now() - DAY_MS));
    const ended = linkSigner(server.services.serverSecret).sign({ contactId: ids[0] ?? "", until: yesterday });
    for (const response of [await diary(ended), await answer(ended, ["FEVER"])]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: "DIARY_LINK_EXPIRED" });
    }
    // A link signed for another purpose opens nothing.
    const other = linkSigner(server.services.serverSecret, "another purpose").sign({ contactId: ids[0] ?? "", until: "2099-01-01" });
    expect((await diary(other)).statusCode).toBe(404);

    // Released by the official: the follow-up has ended.
    await health()
      .updateTable("tracing_contacts")
      .set({ follow_up_status: "released" })
      .where("id", "=", ids[1] ?? "")
      .execute();
    expect((await answer(tokens[1] ?? "", ["FEVER"])).json()).toMatchObject({ code: "DIARY_LINK_EXPIRED" });
    expect(
      await health()
        .selectFrom("tracing_diary_entries")
        .select("day")
        .where("contact_id", "=", ids[1] ?? "")
        .execute(),
    ).toEqual([]);
  });
});

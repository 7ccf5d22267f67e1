import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ERRORS } from "#domain/staff/staff-accounts.ts";
import { TEMPLATE_PLACEHOLDERS } from "#domain/tracing/exposure-message.ts";
import { commonwealthDay, TRACING_ERRORS } from "#domain/tracing/tracing-cases.ts";
import { CONTACT_ERRORS, CONTACT_MESSAGES, type MessageTemplate, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { startSmsProvider, type TestSmsProvider } from "../support/sms-provider.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { auditedActions, type NotifyCounts, serveTracingApi } from "./tracing-support.ts";

const DAY_MS = 86_400_000;
/** 10:30 on 3 March in the commonwealth (UTC+10). */
const EXPOSED_AT = "2026-03-03T00:30:00.000Z";
const PLACE = "Garapan Seaside Cafe — Beach Road";
/** The place as an SMS writes it: a plain hyphen, so the message stays in the GSM alphabet. */
const SMS_PLACE = "Garapan Seaside Cafe - Beach Road";

let numbers = 0;
const newMobile = () => `+1670555${String(1000 + (numbers += 1)).padStart(4, "0")}`;
const newEmail = () => `contact-${randomUUID()}@example.com`;

describe.each(DATABASE_KINDS)("tracing notifications on %s", (kind) => {
  let server: ApiServer;
  let official: TestStaff;

  serveTracingApi(kind, (started) => ({ server, official } = started));

  const health = () => server.database.stores.health;
  const frozenCase = (listState: "draft" | "frozen" = "frozen") => insertCase(health(), { opened_by: official.id, list_state: listState });
  const notify = (caseId: string, dryRun: boolean, staff = official) =>
    callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff, body: { dry_run: dryRun } });
  const outboxTo = (recipient: string) =>
    server.database.db.selectFrom("outbox_messages").select(["channel", "subject", "body"]).where("recipient", "=", recipient).execute();
  const contactRow = (id: string) => health().selectFrom("tracing_contacts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const auditOf = (action: string) => auditedActions(server, official, action);

  describe("templates", () => {
    it("answers the eight built-in templates, each language with every placeholder", async () => {
      const response = await callStaffApi(server, "GET", "/api/staff/tracing/templates", { staff: official });
      expect(response.statusCode).toBe(200);
      const templates = response.json<{ data: MessageTemplate[] }>().data;
      expect(templates.map(({ channel, language }) => `${channel}:${language}`)).toEqual([
        "sms:en",
        "sms:ja",
        "sms:ko",
        "sms:zh",
        "email:en",
        "email:ja",
        "email:ko",
        "email:zh",
      ]);
      for (const template of templates) {
        for (const placeholder of TEMPLATE_PLACEHOLDERS) expect(template.body).toContain(placeholder);
        expect(template.subject === null).toBe(template.channel === "sms");
      }
      expect(templates[0]?.body).toContain("stay home");
      expect(templates[1]?.body).toContain("自宅");
      expect((await auditOf("tracing.templates.read")).at(-1)).toMatchObject({
        outcome: "ok",
        purpose: "contact tracing",
        shown: expect.stringContaining("email:zh"),
      });
    });

    it("stores an edited template, answers it from then on, and leaves the others built in", async () => {
      const edited = { channel: "email", language: "ko", subject: "  노출 안내 {date} ", body: " {name}님, {date} {place}. 집에 계세요. " };
      const response = await callStaffApi(server, "PUT", "/api/staff/tracing/templates", { staff: official, body: { data: [edited] } });
      expect(response.statusCode).toBe(200);
      const templates = response.json<{ data: MessageTemplate[] }>().data;
      expect(templates.find((template) => template.channel === "email" && template.language === "ko")).toEqual({
        channel: "email",
        language: "ko",
        subject: "노출 안내 {date}",
        body: "{name}님, {date} {place}. 집에 계세요.",
      });
      expect(templates.find((template) => template.channel === "sms" && template.language === "ko")?.body).toContain("매일 건강 확인");
      const stored = await health().selectFrom("tracing_templates").select(["channel", "language", "updated_by"]).execute();
      expect(stored).toEqual([{ channel: "email", language: "ko", updated_by: official.id }]);
      expect((await auditOf("tracing.templates.update")).at(-1)).toMatchObject({ outcome: "ok", shown: "email:ko" });
    });

    it("refuses an empty message body with the field's message", async () => {
      const response = await callStaffApi(server, "PUT", "/api/staff/tracing/templates", {
        staff: official,
        body: { data: [{ channel: "sms", language: "en", subject: null, body: "  " }] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toBeTruthy();
      expect(response.body).toContain("The message is required.");
    });
  });

  describe("notify", () => {
    it("dry run counts the waiting contacts by channel, and those dropped or already told by another case, and sends nothing", async () => {
      const caseId = await frozenCase();
      const mobiles = [newMobile(), newMobile()];
      const email = newEmail();
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${mobiles[0]}`, mobile_number: mobiles[0], email: newEmail() });
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${mobiles[1]}`, mobile_number: mobiles[1] });
      await insertContact(health(), { case_id: caseId, person_key: `user:${randomUUID()}`, email });
      await insertContact(health(), { case_id: caseId, person_key: `user:${randomUUID()}` });
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${newMobile()}`, mobile_number: newMobile(), included: 0 });
      await insertContact(health(), {
        case_id: caseId,
        person_key: `mobile:${newMobile()}`,
        mobile_number: newMobile(),
        notified_at: new Date().toISOString(),
        notified_by: "sms",
      });
      // Reached only through an unticked contact: dropped, unless ticked by hand.
      const reviewed = { reviewed_by: official.id, reviewed_at: new Date().toISOString(), review_reason: "Stood at the counter with him." };
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${newMobile()}`, mobile_number: newMobile(), generation: 2, reachable: 0 });
      await insertContact(health(), {
        case_id: caseId,
        person_key: `mobile:${newMobile()}`,
        mobile_number: newMobile(),
        generation: 2,
        reachable: 0,
        ...reviewed,
      });
      // Told of the same visit by another case two days ago.
      const told = newMobile();
      const visitId = randomUUID();
      const earlier = await frozenCase();
      await insertContact(health(), {
        case_id: earlier,
        person_key: `mobile:${told}`,
        mobile_number: told,
        visit_id: visitId,
        notified_at: new Date(Date.now() - 2 * DAY_MS).toISOString(),
        notified_by: "sms",
      });
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${told}`, mobile_number: told, visit_id: visitId });

      const response = await notify(caseId, true);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: NotifyCounts }>().data).toMatchObject({
        dry_run: true,
        sms: 3,
        email: 1,
        unreachable: 1,
        failed: 0,
        dropped: 1,
        already_notified: 1,
        uncertain: 0,
      });
      expect(await outboxTo(mobiles[0] ?? "")).toEqual([]);
      expect(await outboxTo(email)).toEqual([]);
      expect(await health().selectFrom("tracing_notifications").select("id").where("case_id", "=", caseId).execute()).toEqual([]);
      expect((await auditOf("tracing.notify.dry_run")).at(-1)).toMatchObject({
        outcome: "ok",
        record_id: caseId,
        shown: "sms 3, email 1, unreachable 1, failed 0, dropped 1, already notified 1",
      });
    });

    it("a dry run the official can sign off: counts by channel, language and generation, each language's message as it will go, the unreachable and why", async () => {
      // The Korean e-mail as an official edited it.
      const edited = { channel: "email", language: "ko", subject: "노출 안내 {date}", body: "{name}님, {date} {place}. 집에 계세요." };
      expect((await callStaffApi(server, "PUT", "/api/staff/tracing/templates", { staff: official, body: { data: [edited] } })).statusCode).toBe(200);
      const caseId = await frozenCase();
      const [yuki, ren, ana] = [newMobile(), newMobile(), newMobile()];
      const minjiEmail = newEmail();
      const contact = (values: Parameters<typeof insertContact>[1]) => insertContact(health(), { exposure_start: EXPOSED_AT, place: PLACE, ...values });
      await contact({ case_id: caseId, person_key: `mobile:${yuki}`, full_name: "YUKI TANAKA", mobile_number: yuki, language: "ja" });
      await contact({ case_id: caseId, person_key: `mobile:${ren}`, full_name: "REN TANAKA", mobile_number: ren, language: "ja", generation: 2 });
      await contact({ case_id: caseId, person_key: `mobile:${ana}`, full_name: "ANA CRUZ", mobile_number: ana, language: "en" });
      await contact({ case_id: caseId, person_key: `user:${randomUUID()}`, full_name: "MINJI KIM", email: minjiEmail, language: "ko" });
      const noNumber = await contact({ case_id: caseId, person_key: `user:${randomUUID()}`, full_name: "NO DETAILS", generation: 2 });
      const badNumber = await contact({ case_id: caseId, person_key: "mobile:1670123", full_name: "WRONG NUMBER", mobile_number: "+1670123" });

      const preview = (await notify(caseId, true)).json<{ data: NotifyCounts }>().data;
      expect(preview).toMatchObject({ sms: 3, email: 1, unreachable: 2 });
      expect(preview.routes).toEqual([
        { channel: "email", language: "ko", generation: 1, contacts: 1 },
        { channel: "sms", language: "en", generation: 1, contacts: 1 },
        { channel: "sms", language: "ja", generation: 1, contacts: 1 },
        { channel: "sms", language: "ja", generation: 2, contacts: 1 },
      ]);
      expect(preview.messages.map(({ channel, language, contacts, written_for }) => ({ channel, language, contacts, written_for }))).toEqual([
        { channel: "email", language: "ko", contacts: 1, written_for: "MINJI KIM" },
        { channel: "sms", language: "en", contacts: 1, written_for: "ANA CRUZ" },
        { channel: "sms", language: "ja", contacts: 2, written_for: "YUKI TANAKA" },
      ]);
      expect(preview.messages[0]).toMatchObject({
        subject: "노출 안내 2026년 3월 3일",
        body: "MINJI KIM님, 2026년 3월 3일 Garapan Seaside Cafe — Beach Road. 집에 계세요.",
      });
      expect(preview.messages[2]?.body).toMatch(/^YUKI TANAKA様、2026年3月3日に.*2026年3月17日まで自宅で待機/);
      expect(preview.unreachable_contacts).toEqual([
        { contact_id: badNumber, full_name: "WRONG NUMBER", generation: 1, reason: "invalid_number" },
        { contact_id: noNumber, full_name: "NO DETAILS", generation: 2, reason: "no_contact_details" },
      ]);
      expect(await outboxTo(yuki)).toEqual([]);

      // What the dry run showed is what goes, and the answer lists whom to call.
      const sent = (await notify(caseId, false)).json<{ data: NotifyCounts }>().data;
      expect((await outboxTo(yuki)).map((message) => message.body)).toEqual([preview.messages[2]?.body]);
      expect((await outboxTo(minjiEmail)).map(({ subject, body }) => ({ subject, body }))).toEqual([
        { subject: preview.messages[0]?.subject, body: preview.messages[0]?.body },
      ]);
      expect(sent.unreachable_contacts).toEqual(preview.unreachable_contacts);
    });

    it("sends each waiting contact the message in their language, records it, and starts the follow-up; a second notify sends nothing again", async () => {
      const caseId = await frozenCase();
      const japanese = newMobile();
      const english = newMobile();
      const zhEmail = newEmail();
      const ja = await insertContact(health(), {
        case_id: caseId,
        person_key: `mobile:${japanese}`,
        full_name: "HANAKO SATO",
        mobile_number: japanese,
        language: "ja",
        exposure_start: EXPOSED_AT,
        place: PLACE,
      });
      const en = await insertContact(health(), {
        case_id: caseId,
        person_key: `mobile:${english}`,
        full_name: "ROSA CAMACHO",
        mobile_number: english,
        language: "en",
        exposure_start: EXPOSED_AT,
        place: PLACE,
      });
      const zh = await insertContact(health(), {
        case_id: caseId,
        person_key: `user:${randomUUID()}`,
        full_name: "WANG FANG",
        email: zhEmail,
        language: "zh",
        exposure_start: EXPOSED_AT,
        place: PLACE,
      });
      const nobody = await insertContact(health(), { case_id: caseId, person_key: `user:${randomUUID()}` });

      const before = Date.now();
      const response = await notify(caseId, false);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: NotifyCounts }>().data).toMatchObject({
        dry_run: false,
        sms: 2,
        email: 1,
        unreachable: 1,
        failed: 0,
        dropped: 0,
        already_notified: 0,
        uncertain: 0,
      });

      const [jaMessage] = await outboxTo(japanese);
      expect(jaMessage).toMatchObject({ channel: "sms", subject: null });
      // Days as each language writes them, the stay-home day (exposure day + 14) and the hotline the server is set up with.
      // The diary link is the contact's own, at the server's PUBLIC_URL (decision 053).
      expect(jaMessage?.body).toMatch(
        new RegExp(
          `^HANAKO SATO様、2026年3月3日に${SMS_PLACE}で新型コロナウイルスに接触した可能性があります。2026年3月17日まで自宅で待機し、他の人との接触を避けてください。保健所からご連絡します。お問い合わせ：保健ホットライン \\+1 670 555 0100 毎日の健康チェック：http\\S+/diary/[\\w-]{46}$`,
        ),
      );
      const [enMessage] = await outboxTo(english);
      expect(enMessage?.body).toMatch(
        new RegExp(
          `^ROSA CAMACHO, you may have been exposed to COVID-19 on March 3, 2026 at ${SMS_PLACE}\\. Please stay home and keep away from others until March 17, 2026; the health office will call you\\. Questions: \\+1 670 555 0100\\. Daily health check: http\\S+/diary/[\\w-]{46}$`,
        ),
      );
      expect(enMessage?.body.match(/diary\/\S+/)?.[0]).not.toBe(jaMessage?.body.match(/diary\/\S+/)?.[0]);
      const [zhMessage] = await outboxTo(zhEmail);
      expect(zhMessage).toMatchObject({ channel: "email", subject: "您可能接触过新冠病毒" });
      expect(zhMessage?.body).toContain("WANG FANG，您好");
      expect(zhMessage?.body).toContain(`您可能于2026年3月3日在${PLACE}接触过新冠病毒。`);
      expect(zhMessage?.body).toContain("请居家至2026年3月17日");
      expect(zhMessage?.body).toContain("咨询：卫生热线 +1 670 555 0100");

      const tomorrow = commonwealthDay(new Date(before + DAY_MS));
      for (const [id, channel] of [
        [ja, "sms"],
        [en, "sms"],
        [zh, "email"],
      ] as const) {
        expect(await contactRow(id)).toMatchObject({
          notified_by: channel,
          follow_up_status: "notified",
          follow_up_due: tomorrow,
          notified_at: expect.any(String),
        });
      }
      expect(await contactRow(nobody)).toMatchObject({ notified_at: null, follow_up_status: "to_notify" });
      const records = await health()
        .selectFrom("tracing_notifications")
        .select(["contact_id", "channel", "recipient", "language", "outcome", "error", "sent_by"])
        .where("case_id", "=", caseId)
        .execute();
      expect(records).toHaveLength(3);
      expect(records).toContainEqual({
        contact_id: ja,
        channel: "sms",
        recipient: japanese,
        language: "ja",
        outcome: "sent",
        error: null,
        sent_by: official.id,
      });
      expect(records).toContainEqual({
        contact_id: zh,
        channel: "email",
        recipient: zhEmail,
        language: "zh",
        outcome: "sent",
        error: null,
        sent_by: official.id,
      });
      expect((await auditOf("tracing.notify")).at(-1)).toMatchObject({
        outcome: "ok",
        record_id: caseId,
        shown: "sms 2, email 1, unreachable 1, failed 0, dropped 0, already notified 0",
      });

      const again = await notify(caseId, false);
      expect(again.json<{ data: NotifyCounts }>().data).toMatchObject({
        dry_run: false,
        sms: 0,
        email: 0,
        unreachable: 1,
        failed: 0,
        dropped: 0,
        already_notified: 0,
        uncertain: 0,
      });
      expect(await outboxTo(japanese)).toHaveLength(1);
    });

    it("writes a message from the official's edited template", async () => {
      await callStaffApi(server, "PUT", "/api/staff/tracing/templates", {
        staff: official,
        body: {
          data: [{ channel: "sms", language: "en", subject: null, body: "Hi {name}: exposure {date}, {place}. Stay home till {until}. {hotline} {other}" }],
        },
      });
      const caseId = await frozenCase();
      const mobile = newMobile();
      await insertContact(health(), {
        case_id: caseId,
        person_key: `mobile:${mobile}`,
        full_name: "ANA REYES",
        mobile_number: mobile,
        exposure_start: EXPOSED_AT,
        place: PLACE,
      });
      await notify(caseId, false);
      expect((await outboxTo(mobile)).map((message) => message.body)).toEqual([
        `Hi ANA REYES: exposure March 3, 2026, ${SMS_PLACE}. Stay home till March 17, 2026. +1 670 555 0100 {other}`,
      ]);
    });

    it("refuses a list that is not frozen (409) and a closed case (409), sending nothing, and audits the refusal", async () => {
      const draft = await frozenCase("draft");
      const mobile = newMobile();
      await insertContact(health(), { case_id: draft, person_key: `mobile:${mobile}`, mobile_number: mobile });
      const refused = await notify(draft, false);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CONTACT_MESSAGES.listNotFrozen, code: "CONTACT_LIST_NOT_FROZEN", error: CONTACT_ERRORS.listNotFrozen });
      expect(await outboxTo(mobile)).toEqual([]);
      expect((await auditOf("tracing.notify")).at(-1)).toMatchObject({ outcome: "failed", record_id: draft });

      const closed = await insertCase(health(), { opened_by: official.id, list_state: "frozen", closed_at: new Date().toISOString() });
      expect((await notify(closed, true)).json()).toMatchObject({ error: TRACING_ERRORS.caseClosed });
    });

    it("answers 404 for an unknown case and 422 without dry_run", async () => {
      const unknown = await notify(randomUUID(), true);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: "Case not found.", code: "CASE_NOT_FOUND" });
      const caseId = await frozenCase();
      const invalid = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: {} });
      expect(invalid.statusCode).toBe(422);
    });

    it("refuses every other role (403) and no session (401), and sends nothing", async () => {
      const caseId = await frozenCase();
      const mobile = newMobile();
      await insertContact(health(), { case_id: caseId, person_key: `mobile:${mobile}`, mobile_number: mobile });
      for (const role of ["customs_officer", "tourism_analyst", "admin", "front_liner"] as const) {
        const other = await createStaff(server.database.db, [role]);
        const answer = await notify(caseId, false, other);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ error: STAFF_ERRORS.forbidden });
        expect((await callStaffApi(server, "GET", "/api/staff/tracing/templates", { staff: other })).statusCode).toBe(403);
        expect((await callStaffApi(server, "PUT", "/api/staff/tracing/templates", { staff: other, body: { data: [] } })).statusCode).toBe(403);
      }
      expect((await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { body: { dry_run: false } })).statusCode).toBe(401);
      expect(await outboxTo(mobile)).toEqual([]);
    });
  });

  describe("follow-up", () => {
    const followUp = (caseId: string, contactId: string, body: unknown, staff = official) =>
      callStaffApi(server, "PUT", `/api/staff/tracing/cases/${caseId}/contacts/${contactId}/follow-up`, { staff, body });

    it("sets a frozen list's contact's status, due day and note, and answers the contact", async () => {
      const caseId = await frozenCase();
      const parent = await insertContact(health(), { case_id: caseId, person_key: `mobile:${newMobile()}`, full_name: "FIRST CONTACT" });
      const contact = await insertContact(health(), { case_id: caseId, person_key: `mobile:${newMobile()}`, generation: 2, parent_contact_id: parent });
      const response = await followUp(caseId, contact, { status: "in_quarantine", due: "2026-03-10", note: "  Called, staying with family. " });
      expect(response.statusCode).toBe(200);
      const answered = response.json<{ data: TracingContact }>().data;
      expect(answered).toMatchObject({
        id: contact,
        type: "tracing_contact",
        attributes: {
          follow_up_status: "in_quarantine",
          follow_up_due: "2026-03-10",
          follow_up_note: "Called, staying with family.",
          parent_name: "FIRST CONTACT",
          generation: 2,
          included: true,
        },
      });
      expect(await contactRow(contact)).toMatchObject({
        follow_up_status: "in_quarantine",
        follow_up_due: "2026-03-10",
        follow_up_note: "Called, staying with family.",
      });
      expect((await auditOf("tracing.follow_up.update")).at(-1)).toMatchObject({
        outcome: "ok",
        record_id: contact,
        shown: "follow-up in_quarantine, due 2026-03-10",
      });
    });

    it("refuses a draft list (409), another case's contact (404) and an unknown status (422)", async () => {
      const draft = await frozenCase("draft");
      const draftContact = await insertContact(health(), { case_id: draft, person_key: `mobile:${newMobile()}` });
      const refused = await followUp(draft, draftContact, { status: "reached", due: null });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: CONTACT_ERRORS.listNotFrozen });
      expect(await contactRow(draftContact)).toMatchObject({ follow_up_status: "to_notify" });

      const frozen = await frozenCase();
      const missing = await followUp(frozen, draftContact, { status: "reached", due: null });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: CONTACT_MESSAGES.contactNotFound, code: "CONTACT_NOT_FOUND" });

      const contact = await insertContact(health(), { case_id: frozen, person_key: `mobile:${newMobile()}` });
      const invalid = await followUp(frozen, contact, { status: "gone", due: "2026-02-30" });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.body).toContain("Choose a follow-up status.");
    });

    it("refuses every other role (403)", async () => {
      const caseId = await frozenCase();
      const contact = await insertContact(health(), { case_id: caseId, person_key: `mobile:${newMobile()}` });
      const other = await createStaff(server.database.db, ["customs_officer"]);
      expect((await followUp(caseId, contact, { status: "reached", due: null }, other)).statusCode).toBe(403);
      expect(await contactRow(contact)).toMatchObject({ follow_up_status: "to_notify" });
    });
  });
});

describe.each(DATABASE_KINDS)("tracing notifications through a failing SMS provider on %s", (kind) => {
  let server: ApiServer;
  let sms: TestSmsProvider;
  let official: TestStaff;

  beforeAll(async () => {
    sms = await startSmsProvider();
    server = await startApiServer(kind, { config: { smsApiUrl: sms.url } });
    official = await createStaff(server.database.db, ["health_official"]);
  });
  afterAll(async () => {
    await server.close();
    await sms.close();
  });

  it("records the failed messages, still reaches the others, and a retry sends only to those not yet notified", async () => {
    const health = server.database.stores.health;
    const caseId = await insertCase(health, { opened_by: official.id, list_state: "frozen" });
    const mobile = newMobile();
    const email = newEmail();
    const bySms = await insertContact(health, { case_id: caseId, person_key: `mobile:${mobile}`, mobile_number: mobile, language: "ko" });
    const byEmail = await insertContact(health, { case_id: caseId, person_key: `user:${randomUUID()}`, email });
    sms.answerWith(503);

    const first = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: NotifyCounts }>().data).toMatchObject({
      dry_run: false,
      sms: 0,
      email: 1,
      unreachable: 0,
      failed: 1,
      dropped: 0,
      already_notified: 0,
      uncertain: 0,
    });
    const notifications = () =>
      health
        .selectFrom("tracing_notifications")
        .select(["contact_id", "outcome", "error"])
        .where("case_id", "=", caseId)
        .orderBy("sent_at")
        .orderBy("outcome")
        .execute();
    expect(await notifications()).toContainEqual({ contact_id: bySms, outcome: "failed", error: "The SMS provider answered 503" });
    expect(await notifications()).toContainEqual({ contact_id: byEmail, outcome: "sent", error: null });
    const contact = (id: string) =>
      health.selectFrom("tracing_contacts").select(["notified_at", "follow_up_status"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await contact(bySms)).toEqual({ notified_at: null, follow_up_status: "to_notify" });

    sms.answerWith(202);
    const sentBefore = sms.received.length;
    const retry = await callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    expect(retry.json<{ data: NotifyCounts }>().data).toMatchObject({
      dry_run: false,
      sms: 1,
      email: 0,
      unreachable: 0,
      failed: 0,
      dropped: 0,
      already_notified: 0,
      uncertain: 0,
    });
    expect(sms.received.slice(sentBefore).map((message) => message.body)).toEqual([
      { id: expect.any(String), to: mobile, text: expect.stringContaining("코로나19에 노출되었을 수 있습니다") },
    ]);
    expect(await contact(bySms)).toMatchObject({ follow_up_status: "notified" });
    expect((await server.database.db.selectFrom("outbox_messages").select("id").where("recipient", "=", email).execute()).length).toBe(1);
  });

  it("sends a message the provider took without answering again under the same key, so a provider that keeps the contract sends it once", async () => {
    const health = server.database.stores.health;
    const caseId = await insertCase(health, { opened_by: official.id, list_state: "frozen" });
    const mobile = newMobile();
    const contactId = await insertContact(health, { case_id: caseId, person_key: `mobile:${mobile}`, mobile_number: mobile });
    const notify = () => callStaffApi(server, "POST", `/api/staff/tracing/cases/${caseId}/notify`, { staff: official, body: { dry_run: false } });
    const sentBefore = sms.received.length;
    sms.answerWith("hang up");

    const first = await notify();
    expect(first.json<{ data: NotifyCounts }>().data).toMatchObject({ sms: 0, failed: 1 });
    const [attempt] = await health.selectFrom("tracing_notifications").select(["id", "outcome"]).where("contact_id", "=", contactId).execute();
    expect(attempt?.outcome).toBe("pending");

    sms.answerWith(202);
    const retry = await notify();
    expect(retry.json<{ data: NotifyCounts }>().data).toMatchObject({ sms: 1, failed: 0 });
    expect(sms.received.slice(sentBefore).map((message) => message.idempotencyKey)).toEqual([attempt?.id, attempt?.id]);
    expect(await health.selectFrom("tracing_notifications").select(["id", "outcome"]).where("contact_id", "=", contactId).execute()).toEqual([
      { id: attempt?.id, outcome: "sent" },
    ]);
  });
});

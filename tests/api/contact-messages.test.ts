import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, type StaffContactMessagesAnswer } from "#domain/contact-messages.ts";
import { CONTACT_MESSAGES_PAGE_SIZE, storeContactMessage } from "../../server/contact/contact-message-queries.ts";
import { CONTACT_REFERENCE_PATTERN } from "../../server/contact/contact-reference.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { type TestSmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { createTestClock, type TestClock } from "../support/test-clock.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const SUPPORT = "help@support.example";
const MINUTE_MS = 60_000;

interface Sent {
  message: string;
  reference: string;
}

/**
 * A door in front of the test SMTP server: open, it passes connections through; shut, it hangs up at
 * once, as a mail server that is down does. The app's SMTP_URL points at the door.
 */
async function mailServerDoor(smtp: TestSmtpServer): Promise<{ url: string; open: boolean; close: () => Promise<void> }> {
  const target = new URL(smtp.url);
  const upstreamPort = Number(target.port);
  const sockets = new Set<Socket>();
  const door = {
    url: "",
    open: true,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    if (!door.open) return client.destroy();
    const upstream = createConnection(upstreamPort, target.hostname);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The door has no port");
  target.port = String(address.port);
  door.url = target.toString();
  return door;
}

describe.each(DATABASE_KINDS)("contact messages API on %s", (kind) => {
  let server: ApiServer;
  let smtp: TestSmtpServer;
  let door: Awaited<ReturnType<typeof mailServerDoor>>;
  let clock: TestClock;
  let admin: TestStaff;

  const send = (body: unknown, client = newClientAddress()) => postJson(server, "/api/v2/contact-messages", body, { client });
  const stored = (reference: string) =>
    server.database.db
      .selectFrom("contact_messages")
      .select(["name", "email", "message", "language", "status", "forwarded_at"])
      .where("reference", "=", reference)
      .executeTakeFirst();
  const mailsWith = (reference: string) => smtp.received.filter((mail) => mail.subject.includes(reference));
  const list = async (query = "") => {
    const answer = await callStaffApi(server, "GET", `/api/staff/contact-messages${query}`, { staff: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<StaffContactMessagesAnswer>();
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    door = await mailServerDoor(smtp);
    clock = createTestClock();
    server = await startApiServer(kind, {
      config: { smtpUrl: door.url, site: { landing_url: "/help", support_email: SUPPORT, hotlines: [] } },
      clock: clock.now,
    });
  });
  // The tests move the clock by hours, past a staff session's idle limit: each test signs its admin in anew.
  beforeEach(async () => {
    admin = await createStaff(server.database.db, ["admin"], { now: clock.now() });
  });
  afterAll(async () => {
    await server.close();
    await door.close();
    await smtp.close();
  });

  it("stores a message, forwards it to the support mailbox over SMTP with its reference, and answers 201 with the reference", async () => {
    const answer = await send({ name: "  Ana Cruz ", email: "Ana.Cruz@Example.com", message: "My code does not arrive.\nWhat can I do?", language: "ja" });
    expect(answer.statusCode, answer.body).toBe(201);
    const { message, reference } = answer.json<Sent>();
    expect(message).toBe(CONTACT_MESSAGES.sent);
    expect(reference).toMatch(CONTACT_REFERENCE_PATTERN);

    expect(mailsWith(reference)).toEqual([
      {
        from: expect.anything(),
        to: [SUPPORT],
        subject: `[${reference}] Contact form message from ANA CRUZ`,
        replyTo: "ana.cruz@example.com",
        text: expect.stringContaining("My code does not arrive.\nWhat can I do?"),
        html: undefined,
      },
    ]);
    const [mail] = mailsWith(reference);
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.text).toContain("From: ANA CRUZ <ana.cruz@example.com>");
    expect(mail?.text).toContain("Language: ja");
    expect(await stored(reference)).toEqual({
      name: "ANA CRUZ",
      email: "ana.cruz@example.com",
      message: "My code does not arrive.\nWhat can I do?",
      language: "ja",
      status: "forwarded",
      forwarded_at: expect.any(String),
    });
  });

  it("gives every message its own reference", async () => {
    const references = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const answer = await send({ name: "Ben", email: `ben${index}@example.com`, message: "Hello" });
      expect(answer.statusCode).toBe(201);
      references.add(answer.json<Sent>().reference);
    }
    expect(references.size).toBe(4);
  });

  it("refuses bad input with the spec's messages, field by field, and stores nothing", async () => {
    const before = await server.database.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: "Ana", email: "not-an-address", message: "Hi" }, { email: ["Invalid Email"] }],
      [{ name: "   ", email: "ana@example.com", message: "Hi" }, { name: ["The name is required."] }],
      [{ name: "Ana", email: "ana@example.com", message: "  " }, { message: [CONTACT_MESSAGES.messageRequired] }],
      [{ name: "Ana", email: "ana@example.com", message: "x".repeat(5001) }, { message: [CONTACT_MESSAGES.messageTooLong] }],
      [{ name: "Ana", email: "ana@example.com", message: "Hi", language: "fr" }, { language: ["The language field is not one of the accepted values."] }],
      [{ email: "ana@example.com", message: "Hi" }, { name: ["The name field is required."] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await send(body);
      expect({ body, status: answer.statusCode, answer: answer.json() }).toEqual({
        body,
        status: 422,
        answer: { message: Object.values(errors)[0]?.[0], code: "VALIDATION_FAILED", errors },
      });
    }
    const notJson = await server.request({ method: "POST", url: "/api/v2/contact-messages", headers: { "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: expect.any(String), code: "INVALID_JSON" });
    const after = await server.database.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  // Longer than the default timeout: each of its 27 messages goes through a real SMTP session.
  it("throttles a burst: 5 an hour per e-mail address, 20 an hour per client, with Retry-After", async () => {
    const client = newClientAddress();
    const body = { name: "Carla", email: "carla@example.com", message: "Again" };
    for (let index = 0; index < 5; index += 1) expect((await send(body, newClientAddress())).statusCode).toBe(201);
    const refused = await send(body, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CONTACT_MESSAGES.throttled, code: "TOO_MANY_CONTACT_MESSAGES" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(mailsWith("").filter((mail) => mail.text.includes("carla@example.com"))).toHaveLength(5);

    // The refused message cost the client nothing: it still has all 20 of its own.
    for (let index = 0; index < 20; index += 1) expect((await send({ ...body, email: `sender${index}@example.com` }, client)).statusCode).toBe(201);
    const overClient = await send({ ...body, email: "someone.new@example.com" }, client);
    expect(overClient.statusCode).toBe(429);
    expect(overClient.json()).toEqual({ message: CONTACT_MESSAGES.throttled, code: "TOO_MANY_CONTACT_MESSAGES" });

    // An hour later the address may write again.
    clock.advance(61 * MINUTE_MS);
    expect((await send(body, newClientAddress())).statusCode).toBe(201);
  }, 60_000);

  it("keeps a message the mail server did not take as pending, and forwards it with a later message once the server is back", async () => {
    door.open = false;
    const waiting = await send({ name: "Dana", email: "dana@example.com", message: "Sent while the mail server was down" });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const { reference } = waiting.json<Sent>();
    expect(await stored(reference)).toMatchObject({ status: "pending", forwarded_at: null });
    expect(mailsWith(reference)).toEqual([]);
    expect((await list()).data.find((item) => item.reference === reference)?.status).toBe("pending");

    door.open = true;
    clock.advance(2 * MINUTE_MS);
    const later = await send({ name: "Eli", email: "eli@example.com", message: "Sent once it was back" });
    expect(later.statusCode).toBe(201);
    expect(mailsWith(later.json<Sent>().reference)).toHaveLength(1);
    expect(mailsWith(reference)).toHaveLength(1);
    expect(mailsWith(reference)[0]?.text).toContain("Sent while the mail server was down");
    expect(await stored(reference)).toMatchObject({ status: "forwarded", forwarded_at: expect.any(String) });

    // Forwarded once: the next pass has nothing waiting.
    clock.advance(2 * MINUTE_MS);
    expect((await send({ name: "Fay", email: "fay@example.com", message: "One more" })).statusCode).toBe(201);
    expect(mailsWith(reference)).toHaveLength(1);
  });

  it("lists the messages to admins newest first, a page at a time, and audits each read", async () => {
    // Older messages, so the list is longer than a page.
    const yearAgo = Date.now() - 365 * 24 * 60 * MINUTE_MS;
    for (let index = 0; index < 20; index += 1) {
      await storeContactMessage(
        server.database.db,
        { name: `OLD ${index}`, email: "old@example.com", message: "Old", language: "en" },
        new Date(yearAgo + index * MINUTE_MS),
      );
    }
    const first = await list();
    expect(first.data.length).toBe(CONTACT_MESSAGES_PAGE_SIZE);
    const times = first.data.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.data[0]).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(CONTACT_REFERENCE_PATTERN),
      language: "en",
      status: "forwarded",
      created_at: expect.any(String),
    });
    expect(first.next_before).toBe(first.data.at(-1)?.id);
    const stored = await server.database.db.selectFrom("contact_messages").select("status").execute();
    expect(first.counts).toEqual({
      pending: stored.filter((row) => row.status === "pending").length,
      forwarded: stored.filter((row) => row.status === "forwarded").length,
    });

    const pages = [first.data];
    let before = first.next_before;
    while (before) {
      const page = await list(`?before=${before}`);
      pages.push(page.data);
      before = page.next_before;
    }
    const all = pages.flat();
    const total = await server.database.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(total.count));
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.slice(-2).map((item) => item.created_at)).toEqual([new Date(yearAgo + MINUTE_MS).toISOString(), new Date(yearAgo).toISOString()]);
    // Decision 040: the admin reads references, never who wrote or what (decision 040: "My passport PZ0000…").
    // References are random capitals ("CM-YFAY-ASDN" once held "FAY"): what could carry a planted text is the rest.
    const shown = JSON.stringify(all.map(({ reference: _reference, ...rest }) => rest));
    for (const planted of ["FAY", "fay@example.com", "One more", "OLD 1", "old@example.com"]) expect(shown).not.toContain(planted);

    const audit = await server.database.db
      .selectFrom("audit_events")
      .select(["staff_id", "role", "outcome", "shown", "purpose"])
      .where("action", "=", "contact_messages.list")
      .where("staff_id", "=", admin.id)
      .execute();
    expect(audit).toEqual(
      Array.from({ length: pages.length }, () => ({
        staff_id: admin.id,
        role: "admin",
        outcome: "ok",
        shown: "contact message references, languages, statuses",
        purpose: "platform administration",
      })),
    );
    expect((await callStaffApi(server, "GET", "/api/staff/contact-messages?before=not-an-id", { staff: admin })).json()).toEqual({
      message: "Not a valid position.",
      code: "VALIDATION_FAILED",
      errors: { before: ["Not a valid position."] },
    });
  });

  it("pages across messages stored in the same instant without losing or repeating one", async () => {
    const now = new Date(Date.now() - 2 * 365 * 24 * 60 * MINUTE_MS);
    for (let index = 0; index < CONTACT_MESSAGES_PAGE_SIZE + 2; index += 1) {
      await storeContactMessage(server.database.db, { name: "SAME", email: "same@example.com", message: `Tied ${index}`, language: "en" }, now);
    }
    const seen: string[] = [];
    let page = await list();
    seen.push(...page.data.filter((item) => item.created_at === now.toISOString()).map((item) => item.id));
    while (page.next_before) {
      page = await list(`?before=${page.next_before}`);
      seen.push(...page.data.filter((item) => item.created_at === now.toISOString()).map((item) => item.id));
    }
    const tied = seen;
    expect(tied.length).toBe(CONTACT_MESSAGES_PAGE_SIZE + 2);
    expect(new Set(tied).size).toBe(tied.length);
  });

  it("refuses the list to everyone but admins", async () => {
    const anonymous = await callStaffApi(server, "GET", "/api/staff/contact-messages");
    expect(anonymous.statusCode).toBe(401);
    for (const role of ["customs_officer", "tourism_analyst", "health_official", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role], { now: clock.now() });
      const answer = await callStaffApi(server, "GET", "/api/staff/contact-messages", { staff });
      expect({ role, status: answer.statusCode }).toEqual({ role, status: 403 });
      expect(answer.json<{ data?: unknown }>().data).toBeUndefined();
    }
    const traveller = await createAccount(server.database.db);
    const asTraveller = await callApi(server, "GET", "/api/staff/contact-messages", { token: traveller.token });
    expect(asTraveller.statusCode).toBe(401);
  });
});

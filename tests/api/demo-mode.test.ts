import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomsTripCard } from "#domain/customs-check.ts";
import type { ArrivalTraveller, Arrivals } from "#domain/customs-queue.ts";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import type { Arrivals as TourismArrivals } from "#domain/tourism-dashboard.ts";
import { commonwealthDay, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { loadConfig } from "../../server/config.ts";
import { seedDemo } from "../../server/demo/demo-seed.ts";
import { type DemoMember, demoEmailOf, seedDemoStaff } from "../../server/demo/demo-staff.ts";
import { DEMO_STAFF_CODE } from "../../server/staff/demo-members.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { productionSettings } from "../support/production-settings.ts";
import { createStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { type ConsoleBrowser, call, me, newBrowser } from "./staff-support.ts";

/** The demo member's whole sign-in, as the console makes it, with the published code at both steps. */
async function signInWithTheDemoCode(
  server: ApiServer,
  email: string,
  code = DEMO_STAFF_CODE,
): Promise<{ browser: ConsoleBrowser; stage?: string; status: number }> {
  const browser = newBrowser();
  expect((await call(server, browser, "POST", "/api/staff/sign-in/code", { email })).statusCode).toBe(202);
  await server.services.afterAnswer.idle();
  const verified = await call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code });
  if (verified.statusCode !== 200) return { browser, status: verified.statusCode };
  const confirmed = await call(server, browser, "POST", "/api/staff/sign-in/totp", { code });
  return { browser, status: confirmed.statusCode, stage: confirmed.statusCode === 200 ? me(confirmed).stage : undefined };
}

async function json<T>(server: ApiServer, browser: ConsoleBrowser, url: string): Promise<T> {
  const response = await call(server, browser, "GET", url);
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

describe("demo mode's switch", () => {
  it("is off unless asked for, and production refuses it", () => {
    expect(loadConfig({}).demoStaff).toBe(false);
    expect(loadConfig({ DEMO_STAFF: "true" }).demoStaff).toBe(true);
    expect(() => loadConfig({ ...productionSettings(), DEMO_STAFF: "true" })).toThrow("DEMO_STAFF is refused in production");
  });

  it("leaves demo addresses to their real codes when it is off", async () => {
    const server = await startApiServer("sqlite");
    try {
      await seedDemoStaff(server.database.db, server.services.serverSecret, new Date());
      expect((await signInWithTheDemoCode(server, demoEmailOf("health_official"))).status).toBe(422);
    } finally {
      await server.close();
    }
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`demo mode on ${kind}`, () => {
    let server: ApiServer;
    let members: DemoMember[] | undefined;
    const signedIn = new Map<string, ConsoleBrowser>();

    async function as(role: DemoMember["role"]): Promise<ConsoleBrowser> {
      const known = signedIn.get(role);
      if (known) return known;
      const { browser, stage } = await signInWithTheDemoCode(server, demoEmailOf(role));
      expect(stage).toBe("complete");
      signedIn.set(role, browser);
      return browser;
    }

    beforeAll(async () => {
      server = await startApiServer(kind, { config: { demoStaff: true } });
      members = await seedDemo(server.app, server.database.db, server.services.serverSecret);
    }, 120_000);
    afterAll(() => server?.close());

    it("seeds one member per role once; a second start leaves the database as it is", async () => {
      expect(members?.map((member) => [member.role, member.email])).toEqual(STAFF_ROLES.map((role) => [role, demoEmailOf(role)]));
      const trips = await server.database.db
        .selectFrom("visit_histories")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(await seedDemo(server.app, server.database.db, server.services.serverSecret)).toBeUndefined();
      const after = await server.database.db
        .selectFrom("visit_histories")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(trips.count));
    });

    it("signs every demo member in with the published code at both steps, never a real member", async () => {
      for (const role of STAFF_ROLES) expect((await signInWithTheDemoCode(server, demoEmailOf(role))).stage, role).toBe("complete");
      const real = await createStaff(server.database.db, ["admin"]);
      // The wrong code's refusal, as for any mistyped code.
      expect((await signInWithTheDemoCode(server, real.email)).status).toBe(422);
    });

    it("shows the customs officer today's arrivals, with a declared fever and firearms on their cards", async () => {
      const officer = await as("customs_officer");
      const today = commonwealthDay(new Date());
      const arrivals = await json<Arrivals>(server, officer, "/api/staff/customs/arrivals");
      expect(arrivals.date).toBe(today);
      expect(arrivals.groups.map((group) => group.carrier).sort()).toEqual(["7C3402", "OZ625", "UA171", "UA197"]);
      const cards: CustomsTripCard[] = [];
      for (const group of arrivals.groups) {
        const query = new URLSearchParams({ date: today, transport_type: group.transport_type, carrier: group.carrier });
        for (const traveller of await json<ArrivalTraveller[]>(server, officer, `/api/staff/customs/arrivals/travellers?${query}`)) {
          cards.push(await json<CustomsTripCard>(server, officer, `/api/staff/customs/trips/${traveller.trip_id}`));
        }
      }
      const card = (lastName: string) => cards.find((found) => found.attributes.declarant.last_name.toLowerCase() === lastName);
      expect(card("tanaka")?.attributes.health_clearance?.met).toBe(false);
      expect(card("miller")?.attributes.reasons).toContainEqual({ kind: "restricted", item: "has_harmful_objects" });
      expect(card("kim")?.attributes.passengers).toHaveLength(2);
      expect(card("park")?.attributes.nothing_to_declare).toBe(true);
    });

    it("gives the health official a case whose contacts include the index guest's children", async () => {
      const official = await as("health_official");
      const [opened] = await json<TracingCase[]>(server, official, "/api/staff/tracing/cases");
      expect(opened?.attributes.full_name).toBe("CARMEN SABLAN");
      const contacts = await json<TracingContact[]>(server, official, `/api/staff/tracing/cases/${opened?.id}/contacts`);
      expect(contacts.map((contact) => contact.attributes.full_name).sort()).toEqual([
        "ISABEL SABLAN",
        "JIWOO LEE",
        "JOAQUIN SABLAN",
        "LIZA MANGLONA",
        "TOMAS AGUON",
        "YUKI SATO",
      ]);
      const yesterday = commonwealthDay(new Date(Date.now() - 86_400_000));
      expect(new Set(contacts.map((contact) => commonwealthDay(new Date(contact.attributes.exposure_start))))).toEqual(new Set([yesterday]));
    });

    it("gives the tourism analyst a month with Korean visitors above the suppression threshold", async () => {
      const analyst = await as("tourism_analyst");
      const to = commonwealthDay(new Date());
      const from = commonwealthDay(new Date(Date.now() - 30 * 86_400_000));
      const arrivals = await json<TourismArrivals>(server, analyst, `/api/staff/tourism/arrivals?from=${from}&to=${to}&dimension=origin_country&by=month`);
      const korean = arrivals.cells.filter((cell) => cell.value === "KOREA").reduce((sum, cell) => sum + (cell.count ?? 0), 0);
      expect(korean).toBeGreaterThanOrEqual(20);
    });
  });
}

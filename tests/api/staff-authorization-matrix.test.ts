import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "#domain/staff/staff-roles.ts";
import { createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { newClientAddress, postJson } from "../support/sign-in.ts";
import { createStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { insertPersonVisit } from "../support/tracing-visits.ts";
import { createBranch } from "./logbook-support.ts";

/**
 * Every staff route against every kind of caller: each role alone, anonymous, a traveller, a guest and
 * an establishment. The allowed set of each route is stated here exactly, and a staff route missing
 * from this table fails the test, so a new route cannot ship without its row.
 */

type Caller = "anonymous" | "traveller" | "guest" | "establishment" | StaffRole;
const CALLERS: Caller[] = ["anonymous", "traveller", "guest", "establishment", ...STAFF_ROLES];

interface RoleRoute {
  method: string;
  /** OpenAPI path, `{id}` for the record. */
  path: string;
  allowed: readonly StaffRole[];
  /** A valid body, so an allowed caller passes validation; refused callers send an invalid one. */
  body?: () => unknown;
  /** A valid query string, for routes that require one. */
  query?: string;
}

const memberBody = () => ({ email: `invitee-${randomUUID()}@gov.example`, display_name: "New Colleague", roles: ["tourism_analyst"] });

const ROLE_ROUTES: RoleRoute[] = [
  { method: "GET", path: "/api/staff/members", allowed: ["admin"] },
  { method: "POST", path: "/api/staff/members", allowed: ["admin"], body: memberBody },
  { method: "POST", path: "/api/staff/members/{id}/invite", allowed: ["admin"] },
  { method: "PUT", path: "/api/staff/members/{id}/roles", allowed: ["admin"], body: () => ({ roles: ["tourism_analyst"] }) },
  { method: "PUT", path: "/api/staff/members/{id}/status", allowed: ["admin"], body: () => ({ status: "active" }) },
  { method: "GET", path: "/api/staff/audit", allowed: ["admin"] },
  { method: "GET", path: "/api/staff/audit/verification", allowed: ["admin"] },
  { method: "GET", path: "/api/staff/audit.csv", allowed: ["admin"], query: "purpose=Quarterly%20access%20review&list_views=true" },
  { method: "POST", path: "/api/staff/audit/who-saw", allowed: ["admin"], body: () => ({ kind: "email", value: "lucia.santos@example.net" }) },
  { method: "GET", path: "/api/staff/security/recovery-codes", allowed: STAFF_ROLES },
  { method: "POST", path: "/api/staff/security/recovery-codes", allowed: STAFF_ROLES },
  { method: "GET", path: "/api/staff/contact-messages", allowed: ["admin"] },
  { method: "POST", path: "/api/staff/customs/lookup", allowed: ["customs_officer", "customs_supervisor"], body: () => ({ qr: "no-such-trip" }) },
  { method: "GET", path: "/api/staff/customs/trips/{id}", allowed: ["customs_officer", "customs_supervisor"] },
  { method: "GET", path: "/api/staff/customs/trips/{id}/photo", allowed: ["customs_officer", "customs_supervisor"] },
  {
    method: "POST",
    path: "/api/staff/customs/trips/{id}/decision",
    allowed: ["customs_officer", "customs_supervisor"],
    body: () => ({ decision: "CLEARED", remarks: "" }),
  },
  {
    method: "POST",
    path: "/api/staff/customs/trips/{id}/amendment",
    allowed: ["customs_officer", "customs_supervisor"],
    body: () => ({ decision: "CLEARED", reason: "Mis-tapped." }),
  },
  { method: "GET", path: "/api/staff/customs/shift", allowed: ["customs_officer", "customs_supervisor"] },
  { method: "GET", path: "/api/staff/customs/arrivals", allowed: ["customs_officer", "customs_supervisor"], query: "date=2026-11-28" },
  {
    method: "GET",
    path: "/api/staff/customs/arrivals/travellers",
    allowed: ["customs_officer", "customs_supervisor"],
    query: "date=2026-11-28&transport_type=AIR&carrier=UA154",
  },
  {
    method: "GET",
    path: "/api/staff/tourism/arrivals",
    allowed: ["tourism_analyst"],
    query: "from=2025-01-01&to=2025-12-31&by=month&dimension=origin_country",
  },
  {
    method: "GET",
    path: "/api/staff/tourism/arrivals.csv",
    allowed: ["tourism_analyst"],
    query: "from=2025-01-01&to=2025-12-31&by=week&dimension=stay_rota&purpose=Annual%20report",
  },
  {
    method: "GET",
    path: "/api/staff/tourism/cross-tab",
    allowed: ["tourism_analyst"],
    query: "from=2025-01-01&to=2025-12-31&rows=stay_saipan&columns=visitor_type&origin_country=KOREA",
  },
  {
    method: "GET",
    path: "/api/staff/tourism/cross-tab.csv",
    allowed: ["tourism_analyst"],
    query: "from=2025-01-01&to=2025-12-31&rows=stay_saipan&columns=visitor_type&purpose=Annual%20report",
  },
  {
    method: "GET",
    path: "/api/staff/tourism/cross-tab.xlsx",
    allowed: ["tourism_analyst"],
    query: "from=2025-01-01&to=2025-12-31&rows=origin_country&columns=stay_place&purpose=Annual%20report",
  },
  { method: "GET", path: "/api/staff/settings", allowed: ["admin"] },
  { method: "PUT", path: "/api/staff/settings/{code}", allowed: ["admin"], body: () => ({ typed_value: true }) },
  { method: "GET", path: "/api/staff/settings/{code}/history", allowed: ["admin"] },
  { method: "GET", path: "/api/staff/settings/pandemic_mode/consequence", allowed: ["admin"] },
  { method: "GET", path: "/api/staff/establishments", allowed: ["admin"] },
  { method: "POST", path: "/api/staff/establishments/{id}/disable", allowed: ["admin"], body: () => ({ reason: "Reported as a fake venue" }) },
  { method: "POST", path: "/api/staff/establishments/{id}/enable", allowed: ["admin"], body: () => ({ reason: "The owner proved the venue is real" }) },
  { method: "GET", path: "/api/staff/reference-data/symptoms", allowed: ["admin"] },
  { method: "POST", path: "/api/staff/reference-data/symptoms", allowed: ["admin"], body: () => ({ code: "", category: "OTHER", titles: {} }) },
  { method: "PUT", path: "/api/staff/reference-data/symptoms/order", allowed: ["admin"], body: () => ({ ids: ["not-every-id"] }) },
  {
    method: "PUT",
    path: "/api/staff/reference-data/symptoms/{id}",
    allowed: ["admin"],
    body: () => ({ category: "OTHER", titles: { en: "a", ja: "a", ko: "a", zh: "a" }, retired: false }),
  },
  { method: "GET", path: "/api/staff/reference-data/purposes", allowed: ["admin"] },
  { method: "POST", path: "/api/staff/reference-data/purposes", allowed: ["admin"], body: () => ({ titles: {} }) },
  { method: "PUT", path: "/api/staff/reference-data/purposes/order", allowed: ["admin"], body: () => ({ ids: ["not-every-id"] }) },
  {
    method: "PUT",
    path: "/api/staff/reference-data/purposes/{id}",
    allowed: ["admin"],
    body: () => ({ titles: { en: "a", ja: "a", ko: "a", zh: "a" }, retired: false }),
  },
  { method: "POST", path: "/api/staff/tracing/people/search", allowed: ["health_official"], body: () => ({ query: "Rosa Camacho" }) },
  { method: "GET", path: "/api/staff/tracing/cases", allowed: ["health_official"] },
  { method: "POST", path: "/api/staff/tracing/cases", allowed: ["health_official"], body: () => ({ person_key: "mobile:16705550199", case_status: "0003" }) },
  { method: "GET", path: "/api/staff/tracing/cases/{id}", allowed: ["health_official"] },
  { method: "PATCH", path: "/api/staff/tracing/cases/{id}", allowed: ["health_official"], body: () => ({ case_status: "0004" }) },
  { method: "POST", path: "/api/staff/tracing/cases/{id}/contacts/compute", allowed: ["health_official"], body: () => ({}) },
  { method: "GET", path: "/api/staff/tracing/cases/{id}/contacts", allowed: ["health_official"] },
  { method: "POST", path: "/api/staff/tracing/cases/{id}/contacts/{contactId}/case", allowed: ["health_official"], body: () => ({ case_status: "0002" }) },
  {
    method: "PUT",
    path: "/api/staff/tracing/cases/{id}/contacts/{contactId}/review",
    allowed: ["health_official"],
    body: () => ({ included: false, reason: "Staff behind glass" }),
  },
  {
    method: "POST",
    path: "/api/staff/tracing/cases/{id}/contacts/review",
    allowed: ["health_official"],
    body: () => ({ contact_ids: [randomUUID()], included: false, reason: "Staff behind glass" }),
  },
  { method: "POST", path: "/api/staff/tracing/cases/{id}/contacts/freeze", allowed: ["health_official"] },
  {
    method: "POST",
    path: "/api/staff/tracing/cases/{id}/contacts/follow-up",
    allowed: ["health_official"],
    body: () => ({ contact_ids: [randomUUID()], status: "reached" }),
  },
  { method: "GET", path: "/api/staff/tracing/cases/{id}/graph", allowed: ["health_official"] },
  { method: "GET", path: "/api/staff/tracing/cases/{id}/contacts.csv", allowed: ["health_official"], query: "purpose=Cluster%20follow-up%20calls" },
  { method: "GET", path: "/api/staff/tracing/cases/{id}/contacts.xlsx", allowed: ["health_official"], query: "purpose=Cluster%20follow-up%20calls" },
  { method: "GET", path: "/api/staff/tracing/cases/{id}/contacts.fhir.json", allowed: ["health_official"], query: "purpose=Cluster%20follow-up%20calls" },
  { method: "POST", path: "/api/staff/tracing/cases/{id}/notify", allowed: ["health_official"], body: () => ({ dry_run: true }) },
  {
    method: "PUT",
    path: "/api/staff/tracing/cases/{id}/contacts/{contactId}/follow-up",
    allowed: ["health_official"],
    body: () => ({ status: "reached", due: null }),
  },
  { method: "GET", path: "/api/staff/tracing/templates", allowed: ["health_official"] },
  { method: "PUT", path: "/api/staff/tracing/templates", allowed: ["health_official"], body: () => ({ data: [] }) },
  { method: "GET", path: "/api/staff/tracing/flags", allowed: ["health_official"] },
  { method: "POST", path: "/api/staff/tracing/flags/{id}/review", allowed: ["health_official"], body: () => ({ review: "dismissed" }) },
  { method: "GET", path: "/api/staff/tracing/clusters", allowed: ["health_official"] },
  { method: "GET", path: "/api/staff/tracing/clusters/{id}", allowed: ["health_official"] },
  { method: "POST", path: "/api/staff/tracing/clusters/{id}/dismiss", allowed: ["health_official"], body: () => ({ reason: "Same household" }) },
  { method: "GET", path: "/api/staff/tracing/clusters/{id}/contacts", allowed: ["health_official"] },
  { method: "GET", path: "/api/staff/tracing/epi-curve", allowed: ["health_official"] },
];

/** Sign-in, invitation, enrolment and session routes: reached before a session is complete; they check their own stage. */
const SESSION_ROUTE = /^\/api\/staff\/(sign-in|invites|enrolment|me$|sign-out$)/;

describe.each(DATABASE_KINDS)("staff authorization matrix on %s", (kind) => {
  let server: ApiServer;
  const headersOf = new Map<Caller, Record<string, string>>();
  let memberId: string;

  beforeAll(async () => {
    server = await startApiServer(kind);
    const { db } = server.database;
    headersOf.set("anonymous", {});
    headersOf.set("traveller", { authorization: `Bearer ${(await createAccount(db)).token}` });
    headersOf.set("guest", { authorization: `Bearer ${(await createAccount(db, { guest: true })).token}` });
    const registered = await postJson(
      server,
      "/api/v1/establishments/register",
      { email: `shop-${randomUUID()}@example.com`, organisation_name: "Garapan Grill", password: "correct horse battery staple" },
      { client: newClientAddress() },
    );
    headersOf.set("establishment", { authorization: `Bearer ${registered.json<{ data: { token: string } }>().data.token}` });
    for (const role of STAFF_ROLES) headersOf.set(role, { cookie: (await createStaff(db, [role])).cookie });
    memberId = (await createStaff(db, ["tourism_analyst"])).id;
  });
  afterAll(() => server.close());

  it("states the allowed set of every staff route the server documents", async () => {
    const document = (await server.request({ method: "GET", url: "/api/docs" })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/staff/") && !SESSION_ROUTE.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(ROLE_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  /**
   * What a caller sends: an allowed one a valid request; a refused one an invalid id, query and body, so
   * a 401/403 shows the caller was turned away before validation, and a refused caller who got through
   * would meet a 422 and count as reached.
   */
  function requestOf(route: RoleRoute, allowed: boolean): { url: string; body: unknown } {
    if (!allowed)
      return {
        url: `${route.path.replace("{id}", "not-an-id").replace("{contactId}", "not-an-id")}?limit=-1&from=yesterday`,
        body: route.body ? { unexpected: ["field"] } : undefined,
      };
    const url = route.path.replace("{id}", route.path.includes("/members/") ? memberId : randomUUID()).replace("{contactId}", randomUUID());
    return { url: route.query ? `${url}?${route.query}` : url, body: route.body?.() };
  }

  for (const route of ROLE_ROUTES) {
    it(`${route.method} ${route.path}: exactly ${route.allowed.join(", ")}`, async () => {
      const reached: Caller[] = [];
      for (const caller of CALLERS) {
        const { url, body } = requestOf(route, (route.allowed as readonly string[]).includes(caller));
        const headers = {
          ...headersOf.get(caller),
          "x-forwarded-for": newClientAddress(),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        };
        const answer = await server.request({ method: route.method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
        if (answer.statusCode === 401 || answer.statusCode === 403) {
          // Not staff: signed out of the console; staff in another role: the role refused, never more.
          const expected = (STAFF_ROLES as readonly string[]).includes(caller)
            ? { status: 403, error: "role_forbidden" }
            : { status: 401, error: "staff_signed_out" };
          expect({ status: answer.statusCode, error: answer.json<{ error?: string }>().error }, `${caller}`).toEqual(expected);
        } else {
          expect(answer.statusCode, `${caller}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
          reached.push(caller);
        }
      }
      expect(reached).toEqual(route.allowed);
    });
  }

  /**
   * Decision 040: personal data planted where staff routes could show it (a contact-form message,
   * a guest's visits, a health official's search and failed case opening in the audit trail, a case's
   * contacts), then every route each role may call, searched for each planted name, e-mail, number
   * and passport number. Admins and analysts read none of it; officers none outside their agency.
   */
  it("answers no planted personal data to a role that may not read it", async () => {
    const { db } = server.database;
    const health = server.database.stores.health;
    const sender = { name: "Marisol Quitugua", email: "marisol.quitugua@example.net", message: "My passport PZ0000123 was stolen at the airport." };
    expect((await postJson(server, "/api/v2/contact-messages", { ...sender, language: "en" }, { client: newClientAddress() })).statusCode).toBe(201);
    const branch = await createBranch(db);
    const startedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    await insertPersonVisit(
      db,
      { branchId: branch.id, personKey: "mobile:16702000101/LUCIA SANTOS", startedAt, endsAt: new Date(Date.now() + 60 * 60_000).toISOString() },
      { first_name: "LUCIA", last_name: "SANTOS", mobile_number: "+16702000101", email: "lucia.santos@example.net" },
    );
    const official = await createStaff(db, ["health_official"]);
    const asOfficial = (method: string, url: string, body: unknown) =>
      server.request({
        method,
        url,
        headers: { cookie: official.cookie, "content-type": "application/json", "x-forwarded-for": newClientAddress() },
        payload: JSON.stringify(body),
      });
    const found = await asOfficial("POST", "/api/staff/tracing/people/search", { query: "Lucia Santos" });
    expect(found.body).toContain("LUCIA");
    expect((await asOfficial("POST", "/api/staff/tracing/cases", { person_key: "mobile:16702000102/ROSA TENORIO", case_status: "0003" })).statusCode).toBe(404);
    const caseId = await insertCase(health, {
      opened_by: official.id,
      full_name: "IDA ATALIG",
      mobile_number: "+16702000104",
      email: "ida.atalig@example.net",
    });
    await insertContact(health, {
      case_id: caseId,
      person_key: "mobile:16702000103/JOAQUIN PANGELINAN",
      full_name: "JOAQUIN PANGELINAN",
      mobile_number: "+16702000103",
      email: "joaquin@example.net",
    });

    const contactForm = ["MARISOL", "QUITUGUA", "marisol.quitugua@example.net", "PZ0000123", "stolen at the airport"];
    const tracing = [
      "LUCIA",
      "SANTOS",
      "16702000101",
      "lucia.santos@example.net",
      "ROSA TENORIO",
      "16702000102",
      "IDA ATALIG",
      "16702000104",
      "ida.atalig@example.net",
      "JOAQUIN",
      "PANGELINAN",
      "16702000103",
      "joaquin@example.net",
    ];
    // Health officials read the tracing data; no role reads the contact form's messages, which the support mailbox holds.
    const notFor = (role: StaffRole): readonly string[] => (role === "health_official" ? contactForm : [...contactForm, ...tracing]);
    const leaks: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const route of ROLE_ROUTES.filter((candidate) => (candidate.allowed as readonly string[]).includes(role))) {
        const { url, body } = requestOf(route, true);
        // The audit list in full, and each filter an admin might try on the official's trail.
        const urls = route.path === "/api/staff/audit" ? [`${url}?limit=200`, `${url}?staff_id=${official.id}&limit=200`] : [url];
        for (const each of urls) {
          const headers = {
            ...headersOf.get(role),
            "x-forwarded-for": newClientAddress(),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          };
          const answer = await server.request({ method: route.method, url: each, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
          const text = answer.body.toLowerCase();
          for (const planted of notFor(role)) if (text.includes(planted.toLowerCase())) leaks.push(`${role} ${route.method} ${each}: ${planted}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The admin still sees that the official searched and opened, each person by an opaque reference.
    const trail = await server.request({
      method: "GET",
      url: `/api/staff/audit?staff_id=${official.id}`,
      headers: { ...headersOf.get("admin"), "x-forwarded-for": newClientAddress() },
    });
    const records = trail
      .json<{ data: { attributes: { action: string; record_id: string | null } }[] }>()
      .data.map(({ attributes }) => [attributes.action, attributes.record_id]);
    expect(records).toContainEqual(["tracing.people.search", expect.stringMatching(/^person:[\w-]{22}$/)]);
    expect(records).toContainEqual(["tracing.case.open", expect.stringMatching(/^person:[\w-]{22}$/)]);
  });

  it("records each refusal of a staff member in the audit trail", async () => {
    const denied = await server.database.db.selectFrom("audit_events").select(["role", "action"]).where("outcome", "=", "denied").execute();
    const expectedPerRoute = ROLE_ROUTES.reduce((sum, route) => sum + STAFF_ROLES.length - route.allowed.length, 0);
    expect(denied).toHaveLength(expectedPerRoute);
  });
});

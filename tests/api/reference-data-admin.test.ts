import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPurpose, AdminSymptom } from "#domain/reference-data-admin.ts";
import type { PurposeList, SymptomAttributes } from "#domain/reference-data.ts";
import { callApi, createAccount } from "../support/accounts.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { callStaffApi, createStaff, type TestStaff } from "../support/staff.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

const RASH = { code: "skin_rash", category: "OTHER", titles: { en: "Skin rash", ja: "発疹", ko: "피부 발진", zh: "皮疹" } };
const MEDICAL = { titles: { en: "Medical", ja: "医療", ko: "의료", zh: "医疗" } };

describe.each(DATABASE_KINDS)("admin reference data API on %s", (kind) => {
  let server: ApiServer;
  let admin: TestStaff;

  const call = (method: string, path: string, body?: unknown, staff = admin) =>
    callStaffApi(server, method, `/api/staff/reference-data${path}`, { staff, body });
  const adminSymptoms = async () => (await call("GET", "/symptoms")).json<{ data: AdminSymptom[] }>().data;
  const adminPurposes = async () => (await call("GET", "/purposes")).json<{ data: AdminPurpose[] }>().data;
  const publicSymptoms = async (query = "") =>
    (await server.request({ method: "GET", url: `/api/v1/symptoms${query}` }))
      .json<{ data: { attributes: SymptomAttributes }[] }>()
      .data.map((item) => item.attributes);
  const publicPurposes = async () => (await server.request({ method: "GET", url: "/api/v1/purpose" })).json<PurposeList>();
  const actions = async () =>
    (await server.database.db.selectFrom("audit_events").select("action").where("staff_id", "=", admin.id).orderBy("seq").execute()).map((row) => row.action);

  beforeAll(async () => {
    server = await startApiServer(kind);
    admin = await createStaff(server.database.db, ["admin"]);
  });
  afterAll(() => server.close());

  it("lists the seeded symptoms and purposes with their titles in the four languages", async () => {
    const symptoms = await adminSymptoms();
    expect(symptoms).toHaveLength(9);
    expect(symptoms[0]).toEqual({
      id: expect.any(String),
      code: "FEVER",
      category: "COMMON",
      titles: { en: "Fever", ja: "発熱", ko: "발열", zh: "发烧" },
      retired_at: null,
    });
    expect(symptoms.every((symptom) => symptom.titles.ja && symptom.titles.ko && symptom.titles.zh)).toBe(true);
    expect(await adminPurposes()).toEqual([
      { id: expect.any(String), titles: { en: "Business", ja: "商用", ko: "업무", zh: "商务" }, retired_at: null },
      { id: expect.any(String), titles: { en: "Pleasure", ja: "観光", ko: "관광", zh: "观光休闲" }, retired_at: null },
    ]);
  });

  it("adds a symptom at the end of the checklist (code upper-cased); the public list and the check-in take it", async () => {
    const answer = await call("POST", "/symptoms", RASH);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<{ data: AdminSymptom }>().data).toEqual({
      id: expect.any(String),
      code: "SKIN_RASH",
      category: "OTHER",
      titles: RASH.titles,
      retired_at: null,
    });
    expect((await publicSymptoms()).at(-1)).toEqual({ title: "Skin rash", code: "SKIN_RASH", category: "OTHER", titles: RASH.titles, retired: false });
    const traveller = await createAccount(server.database.db);
    const reported = await callApi(server, "PUT", "/api/v1/me/symptoms", { token: traveller.token, body: { status: ["SKIN_RASH"] } });
    expect(reported.statusCode, reported.body).toBeLessThan(300);
    expect(await actions()).toContain("symptoms.create");
  });

  it("refuses a taken code, a missing title, a bad category or code, each at its field", async () => {
    const taken = await call("POST", "/symptoms", { ...RASH, code: "fever" });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 422,
      body: { message: "Another symptom already has this code.", code: "VALIDATION_FAILED", errors: { code: ["Another symptom already has this code."] } },
    });
    const untitled = await call("POST", "/symptoms", { ...RASH, code: "NEW_ONE", titles: { ...RASH.titles, ko: "  " } });
    expect(untitled.json()).toEqual({
      message: "Give the title in every language.",
      code: "VALIDATION_FAILED",
      errors: { "titles.ko": ["Give the title in every language."] },
    });
    const category = await call("POST", "/symptoms", { ...RASH, code: "NEW_ONE", category: "RARE" });
    expect(category.json<{ errors: Record<string, string[]> }>().errors).toEqual({ category: ["Choose COMMON or OTHER."] });
    const none = await call("POST", "/symptoms", { ...RASH, code: "NONE_OF_THE_ABOVE" });
    expect(none.json<{ errors: Record<string, string[]> }>().errors).toEqual({ code: ["This code is the checklist's own 'none of the above'."] });
    const code = await call("POST", "/symptoms", { ...RASH, code: "1 bad" });
    expect(code.statusCode).toBe(422);
    expect((await adminSymptoms()).filter((symptom) => symptom.code === "NEW_ONE")).toEqual([]);
  });

  it("edits a symptom's titles and category, and retires it: hidden from choices and refused at check-in, still named with include=retired", async () => {
    const rash = (await adminSymptoms()).find((symptom) => symptom.code === "SKIN_RASH");
    if (!rash) throw new Error("The rash was not added.");
    const edited = await call("PUT", `/symptoms/${rash.id}`, { category: "COMMON", titles: { ...RASH.titles, en: "Rash" }, retired: false });
    expect(edited.json<{ data: AdminSymptom }>().data).toMatchObject({ code: "SKIN_RASH", category: "COMMON", titles: { en: "Rash" }, retired_at: null });
    const retired = await call("PUT", `/symptoms/${rash.id}`, { category: "COMMON", titles: { ...RASH.titles, en: "Rash" }, retired: true });
    expect(retired.json<{ data: AdminSymptom }>().data.retired_at).toEqual(expect.any(String));
    expect((await publicSymptoms()).map((symptom) => symptom.code)).not.toContain("SKIN_RASH");
    expect((await publicSymptoms("?include=retired")).find((symptom) => symptom.code === "SKIN_RASH")).toEqual({
      title: "Rash",
      code: "SKIN_RASH",
      category: "COMMON",
      titles: { ...RASH.titles, en: "Rash" },
      retired: true,
    });
    const traveller = await createAccount(server.database.db);
    const reported = await callApi(server, "PUT", "/api/v1/me/symptoms", { token: traveller.token, body: { status: ["SKIN_RASH"] } });
    expect(reported.statusCode).toBe(422);
    const back = await call("PUT", `/symptoms/${rash.id}`, { category: "COMMON", titles: RASH.titles, retired: false });
    expect(back.json<{ data: AdminSymptom }>().data.retired_at).toBeNull();
    expect((await call("PUT", "/symptoms/6f1c2b8e-0000-4000-8000-000000000000", { category: "COMMON", titles: RASH.titles, retired: false })).json()).toEqual({
      message: "Symptom not found.",
      code: "SYMPTOM_NOT_FOUND",
    });
    expect(await actions()).toContain("symptoms.change");
  });

  it("reorders the symptoms when given every id once, and refuses a partial list", async () => {
    const ids = (await adminSymptoms()).map((symptom) => symptom.id);
    const partial = await call("PUT", "/symptoms/order", { ids: ids.slice(1) });
    expect(partial.json()).toEqual({
      message: "Send every id of the list exactly once.",
      code: "VALIDATION_FAILED",
      errors: { ids: ["Send every id of the list exactly once."] },
    });
    const twice = await call("PUT", "/symptoms/order", { ids: [...ids.slice(1), ids[1]] });
    expect(twice.statusCode).toBe(422);
    const reversed = [...ids].reverse();
    const answer = await call("PUT", "/symptoms/order", { ids: reversed });
    expect(answer.json<{ data: AdminSymptom[] }>().data.map((symptom) => symptom.id)).toEqual(reversed);
    expect((await publicSymptoms()).map((symptom) => symptom.code).slice(0, 2)).toEqual(["SKIN_RASH", "SHORTNESS_OF_BREATH"]);
    expect(await actions()).toContain("symptoms.reorder");
  });

  it("adds, translates, orders and retires purposes; the public list offers the current ones and names them all", async () => {
    const added = await call("POST", "/purposes", MEDICAL);
    expect(added.statusCode, added.body).toBe(201);
    const medical = added.json<{ data: AdminPurpose }>().data;
    expect(medical).toEqual({ id: expect.any(String), titles: MEDICAL.titles, retired_at: null });
    const taken = await call("POST", "/purposes", { titles: { ...MEDICAL.titles, en: "Business" } });
    expect(taken.json()).toEqual({
      message: "Another purpose already has this English title.",
      code: "VALIDATION_FAILED",
      errors: { "titles.en": ["Another purpose already has this English title."] },
    });
    const renamed = await call("PUT", `/purposes/${medical.id}`, { titles: { ...MEDICAL.titles, en: "Health care" }, retired: false });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(["titles.en"]);
    const translated = await call("PUT", `/purposes/${medical.id}`, { titles: { ...MEDICAL.titles, zh: "就医" }, retired: false });
    expect(translated.json<{ data: AdminPurpose }>().data.titles.zh).toBe("就医");

    const ids = (await adminPurposes()).map((purpose) => purpose.id);
    await call("PUT", "/purposes/order", { ids: [medical.id, ...ids.filter((id) => id !== medical.id)] });
    expect((await publicPurposes()).data).toEqual(["Medical", "Business", "Pleasure"]);

    const business = (await adminPurposes()).find((purpose) => purpose.titles.en === "Business");
    if (!business) throw new Error("Business is seeded.");
    await call("PUT", `/purposes/${business.id}`, { titles: business.titles, retired: true });
    const listed = await publicPurposes();
    expect(listed.data).toEqual(["Medical", "Pleasure"]);
    expect(listed.titles.Business).toEqual({ en: "Business", ja: "商用", ko: "업무", zh: "商务" });
    expect(listed.titles.Medical?.zh).toBe("就医");
    expect(await actions()).toEqual(expect.arrayContaining(["purposes.create", "purposes.change", "purposes.reorder"]));
  });

  it("refuses staff who are not admins before reading the request", async () => {
    for (const role of ["customs_officer", "tourism_analyst", "health_official", "front_liner"] as const) {
      const staff = await createStaff(server.database.db, [role]);
      const answer = await call("POST", "/symptoms", { nonsense: true }, staff);
      expect({ status: answer.statusCode, error: answer.json<{ error?: string }>().error }).toEqual({ status: 403, error: "role_forbidden" });
    }
    expect((await adminSymptoms()).map((symptom) => symptom.code)).not.toContain("NONSENSE");
  });
});

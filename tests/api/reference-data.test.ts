import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

describe.each(DATABASE_KINDS)("reference data API on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  it("lists the seeded symptoms with title, code and category", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/symptoms" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: string; type: string; attributes: Record<string, string> }[] }>();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toEqual({
      id: expect.any(String),
      type: "symptom",
      attributes: { title: "Fever", code: "FEVER", category: "COMMON", titles: { en: "Fever", ja: "発熱", ko: "발열", zh: "发烧" }, retired: false },
    });
    expect(new Set(data.map((symptom) => symptom.attributes.category))).toEqual(new Set(["COMMON", "OTHER"]));
  });

  it("answers from the database: a symptom added by staff is listed", async () => {
    await server.database.db.insertInto("symptoms").values({ id: "added-by-staff", code: "RASH", title: "Rash", category: "OTHER", sort_order: 100 }).execute();
    const { data } = (await server.request({ method: "GET", url: "/api/v1/symptoms" })).json<{ data: { attributes: { code: string } }[] }>();
    expect(data.at(-1)?.attributes.code).toBe("RASH");
  });

  it("lists purposes as plain text values", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/purpose" });
    expect(response.json()).toEqual({
      data: ["Business", "Pleasure"],
      titles: { Business: { en: "Business", ja: "商用", ko: "업무", zh: "商务" }, Pleasure: { en: "Pleasure", ja: "観光", ko: "관광", zh: "观光休闲" } },
    });
  });

  it("lists only the settings that are true, and each one by its code", async () => {
    await server.database.db.insertInto("settings").values({ code: "maintenance_notice", value_type: "boolean", value: "false" }).execute();
    await server.database.db.insertInto("settings").values({ code: "support_email", value_type: "string", value: "help@example.gov" }).execute();
    const listed = (await server.request({ method: "GET", url: "/api/v1/settings" })).json<{ data: { id: string }[] }>();
    expect(listed.data.map((setting) => setting.id)).toEqual(["pandemic_mode"]);
    const one = await server.request({ method: "GET", url: "/api/v1/settings/support_email" });
    expect(one.json()).toEqual({
      data: { id: "support_email", type: "setting", attributes: { code: "support_email", typed_value: "help@example.gov" } },
    });
    const off = await server.request({ method: "GET", url: "/api/v1/settings/maintenance_notice" });
    expect(off.json<{ data: { attributes: { typed_value: unknown } } }>().data.attributes.typed_value).toBe(false);
  });

  it("answers an unknown setting with 404 in the error format", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/settings/no_such_setting" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Setting not found.", code: "SETTING_NOT_FOUND" });
  });

  it("answers a malformed setting code with 422 and the field's message", async () => {
    const response = await server.request({ method: "GET", url: "/api/v1/settings/DROP%20TABLE" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The code must be a lower-case setting code.",
      code: "VALIDATION_FAILED",
      errors: { code: ["The code must be a lower-case setting code."] },
    });
  });

  it("reports itself healthy, and writable, when the database answers", async () => {
    const response = await server.request({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", writable: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressAttributes } from "#domain/addresses.ts";
import { seedReferenceData } from "../../server/db/seed.ts";
import { type ApiServer, startApiServer } from "../support/api-server.ts";
import { DATABASE_KINDS } from "../support/test-database.ts";

interface AddressList {
  data: { id: string; type: string; attributes: AddressAttributes }[];
}

describe.each(DATABASE_KINDS)("address reference data on %s", (kind) => {
  let server: ApiServer;

  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(() => server.close());

  async function list(query: string): Promise<AddressAttributes[]> {
    const response = await server.request({ method: "GET", url: `/api/v1/addresses?${query}` });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AddressList>();
    for (const item of answer.data) expect(item).toEqual({ id: item.attributes.code, type: "address", attributes: item.attributes });
    return answer.data.map((item) => item.attributes);
  }

  it("has one region, the commonwealth", async () => {
    expect(await list("level=region")).toEqual([{ code: "CNMI", name: "Northern Mariana Islands", level: "region", parent_code: null }]);
  });

  it("lists the four islands of the region as provinces", async () => {
    const islands = await list("level=province&parent=CNMI");
    expect(islands.map((island) => island.name)).toEqual(["Saipan", "Tinian", "Rota", "Northern Islands"]);
    expect(islands.every((island) => island.parent_code === "CNMI")).toBe(true);
  });

  it("gives each island its municipality", async () => {
    const municipalities = await list("level=municipality");
    expect(municipalities.map((municipality) => [municipality.parent_code, municipality.name])).toEqual([
      ["SPN", "Saipan"],
      ["TIN", "Tinian"],
      ["ROT", "Rota"],
      ["NIS", "Northern Islands"],
    ]);
    expect(await list("level=municipality&parent=TIN")).toEqual([{ code: "69120", name: "Tinian", level: "municipality", parent_code: "TIN" }]);
  });

  it("lists the villages of one municipality only", async () => {
    const saipan = (await list("level=barangay&parent=69110")).map((village) => village.name);
    expect(saipan).toEqual(
      expect.arrayContaining([
        "Garapan",
        "Susupe",
        "Chalan Kanoa",
        "San Antonio",
        "Koblerville",
        "San Vicente",
        "Kagman",
        "Capitol Hill",
        "Tanapag",
        "San Roque",
        "Dandan",
        "As Lito",
      ]),
    );
    expect(saipan).not.toContain("Songsong");
    expect((await list("level=barangay&parent=69120")).map((village) => village.name)).toEqual(expect.arrayContaining(["San Jose", "Marpo Heights"]));
    expect((await list("level=barangay&parent=69100")).map((village) => village.name)).toEqual(expect.arrayContaining(["Songsong", "Sinapalo"]));
    const all = await list("level=barangay");
    expect(new Set(all.map((village) => village.code)).size).toBe(all.length);
    expect(
      all
        .filter((village) => village.name === "San Jose")
        .map((village) => village.parent_code)
        .sort(),
    ).toEqual(["69110", "69120"]);
  });

  it("seeds the addresses once: seeding again adds nothing and keeps staff edits", async () => {
    await server.database.db.updateTable("addresses").set({ name: "Garapan (edited)" }).where("code", "=", "SPN-GARAPAN").execute();
    const before = await list("level=barangay");
    await seedReferenceData(server.database.db);
    const after = await list("level=barangay");
    expect(after).toEqual(before);
    expect(after.find((village) => village.code === "SPN-GARAPAN")?.name).toBe("Garapan (edited)");
  });

  it.each([
    ["", "level", "Choose a level: region, province, municipality or barangay."],
    ["level=village", "level", "Choose a level: region, province, municipality or barangay."],
    ["level=barangay&parent=", "parent", "Give a parent code or leave it out."],
    ["level=barangay&parent=NOPE", "parent", "No municipality has this code."],
    ["level=barangay&parent=SPN", "parent", "No municipality has this code."],
    ["level=province&parent=69110", "parent", "No region has this code."],
    ["level=region&parent=CNMI", "parent", "A region has no parent."],
  ])("answers the query '%s' with 422 on %s", async (query, field, message) => {
    const response = await server.request({ method: "GET", url: `/api/v1/addresses?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, code: "VALIDATION_FAILED", errors: { [field]: [message] } });
  });
});

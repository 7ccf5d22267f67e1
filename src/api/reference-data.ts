import * as v from "valibot";
import { enabledSettings, PANDEMIC_MODE_SETTING, PurposeList, SettingAttributes, SymptomAttributes } from "#domain/reference-data.ts";
import { api } from "./client.ts";

const SymptomList = v.object({
  data: v.array(v.object({ id: v.string(), type: v.literal("symptom"), attributes: SymptomAttributes })),
});
const SettingList = v.object({ data: v.array(v.object({ id: v.string(), type: v.literal("setting"), attributes: SettingAttributes })) });

// Reference data: each list is asked for once a page load (docs/product-spec.md, part 7: purposes are cached). Settings
// are not: an admin may switch pandemic mode at any time, and the next trip must follow it.
const lists = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let list = lists.get(key) as Promise<T> | undefined;
  if (!list) {
    list = load();
    // A failed call is asked again next time.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

/** GET /api/v1/symptoms?include=retired: the checklist's symptoms, and the retired ones an earlier answer may name. */
export function listSymptoms(): Promise<SymptomAttributes[]> {
  return cached("symptoms", async () =>
    v.parse(SymptomList, await api("/api/v1/symptoms", { query: { include: "retired" } })).data.map((item) => item.attributes),
  );
}

/** GET /api/v1/purpose: the purposes a visitor can give, and every purpose's titles in the four languages. */
export function listPurposes(): Promise<PurposeList> {
  return cached("purposes", async () => v.parse(PurposeList, await api("/api/v1/purpose")));
}

/** GET /api/v1/settings, asked each time: whether pandemic mode is on now (the health parts of a trip are asked). */
export async function isPandemicMode(): Promise<boolean> {
  const settings = enabledSettings(v.parse(SettingList, await api("/api/v1/settings")).data.map((item) => item.attributes));
  return settings.some((setting) => setting.code === PANDEMIC_MODE_SETTING);
}

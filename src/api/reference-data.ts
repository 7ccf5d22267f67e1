import * as v from "valibot";
import { enabledSettings, PANDEMIC_MODE_SETTING, SettingAttributes, SymptomAttributes } from "../domain/reference-data.ts";
import { api } from "./client.ts";

const SymptomList = v.object({
  data: v.array(v.object({ id: v.string(), type: v.literal("symptom"), attributes: SymptomAttributes })),
});
const PurposeList = v.object({ data: v.array(v.string()) });
const SettingList = v.object({ data: v.array(v.object({ id: v.string(), type: v.literal("setting"), attributes: SettingAttributes })) });

// Reference data: each list is asked for once a page load (spec part 7: purposes are cached).
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

/** GET /api/v1/symptoms: the symptoms of the check-in checklist. */
export function listSymptoms(): Promise<SymptomAttributes[]> {
  return cached("symptoms", async () => v.parse(SymptomList, await api("/api/v1/symptoms")).data.map((item) => item.attributes));
}

/** GET /api/v1/purpose: the purposes a visitor can give. */
export function listPurposes(): Promise<string[]> {
  return cached("purposes", async () => v.parse(PurposeList, await api("/api/v1/purpose")).data);
}

/** GET /api/v1/settings: whether pandemic mode is on (the health parts of a trip are asked). */
export function isPandemicMode(): Promise<boolean> {
  return cached("pandemicMode", async () => {
    const settings = enabledSettings(v.parse(SettingList, await api("/api/v1/settings")).data.map((item) => item.attributes));
    return settings.some((setting) => setting.code === PANDEMIC_MODE_SETTING);
  });
}

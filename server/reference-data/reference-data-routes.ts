import type { FastifyInstance } from "fastify";
import { list, one, resource } from "#domain/api-document.ts";
import { enabledSettings, PurposeList, SettingAttributes, SettingCodeParams, SymptomAttributes, SymptomListQuery } from "#domain/reference-data.ts";
import type { Services } from "../composition.ts";
import { findSetting, listPurposes, listSettings, listSymptoms } from "./reference-data-queries.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";

const SymptomResource = resource("symptom", SymptomAttributes);
const SettingResource = resource("setting", SettingAttributes);

export function referenceDataRoutes(app: FastifyInstance, { db }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/symptoms",
    summary:
      "Symptoms offered in the check-in checklist, with their titles in the four languages; include=retired adds the retired ones (retired: true), which old answers still name",
    tags: ["reference data"],
    querystring: SymptomListQuery,
    response: list(SymptomResource),
    handler: async ({ query }) => ({
      data: (await listSymptoms(db, { includeRetired: query.include === "retired" })).map(({ id, ...attributes }) => ({
        id,
        type: "symptom" as const,
        attributes,
      })),
    }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/purpose",
    summary: "Purposes a visitor can give (data, the text a visit stores), and the titles of every purpose, retired ones too, in the four languages",
    tags: ["reference data"],
    response: PurposeList,
    handler: () => listPurposes(db),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/settings",
    summary: "Settings that are switched on",
    tags: ["reference data"],
    response: list(SettingResource),
    handler: async () => ({
      data: enabledSettings(await listSettings(db)).map((attributes) => ({
        id: attributes.code,
        type: "setting" as const,
        attributes,
      })),
    }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/settings/:code",
    summary: "One setting, whatever its value",
    tags: ["reference data"],
    params: SettingCodeParams,
    response: one(SettingResource),
    handler: async ({ params }) => {
      const setting = await findSetting(db, params.code);
      if (!setting) throw new HttpError(404, "SETTING_NOT_FOUND");
      return { data: { id: setting.code, type: "setting" as const, attributes: setting } };
    },
  });
}

import type { FastifyInstance } from "fastify";
import {
  AdminSettingAnswer,
  AdminSettingList,
  AdminSettingParams,
  PandemicConsequence,
  SETTING_REASON_REQUIRED,
  SETTINGS_NEEDING_REASON,
  SettingHistory,
  SettingUpdate,
  settingValueProblem,
} from "#domain/settings-admin.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import { pandemicConsequence } from "./pandemic-consequence.ts";
import { adminSettings, changeSetting, findSettingRow, settingHistory, storedValue } from "./settings-queries.ts";

const TAGS = ["staff"];
export const ADMINISTRATION_PURPOSE = "platform administration";

/**
 * The admin's settings (decision 027): list, change (typed, validated by the setting's type) and each
 * setting's history. The lists name the staff who changed them, so reads are audited like writes.
 * Nothing caches a setting: every request that depends on one reads it (pandemic mode included).
 */
export function settingsRoutes(app: FastifyInstance, { db, clock }: Services): void {
  async function existing(code: string) {
    const row = await findSettingRow(db, code);
    if (!row) throw new HttpError(404, "SETTING_NOT_FOUND");
    return row;
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/settings",
    summary: "Admins: every setting with its type, value, and who changed it last and when",
    tags: TAGS,
    response: AdminSettingList,
    access: staffAccess(db, clock, { roles: ["admin"], action: "settings.list" }),
    handler: async ({ auth: admin }, request) => {
      const now = clock();
      const data = await adminSettings(db);
      await recordAudit(
        db,
        request,
        admin,
        { action: "settings.list", recordType: "setting", shown: "settings, who changed them last", purpose: ADMINISTRATION_PURPOSE },
        now,
      );
      return { data };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/settings/:code",
    summary:
      "Admins: change a setting's value (true/false, a number or text, as its type) with a reason (required for pandemic_mode); the change is kept in its history and the reason in the audit trail",
    tags: TAGS,
    params: AdminSettingParams,
    body: SettingUpdate,
    response: AdminSettingAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "settings.change" }),
    handler: async ({ params, body, auth: admin }, request) => {
      const now = clock();
      const row = await existing(params.code);
      const problem = settingValueProblem(row.code, row.value_type, body.typed_value);
      if (problem) throw fieldErrors([["typed_value", problem]]);
      if (SETTINGS_NEEDING_REASON.includes(row.code) && !body.reason) throw fieldErrors([["reason", SETTING_REASON_REQUIRED]]);
      const value = storedValue(body.typed_value);
      await db.transaction().execute(async (trx) => {
        // Read again inside the write, so the history's "before" is the value this change replaced.
        const current = await findSettingRow(trx, row.code);
        // The same value again changes nothing and adds no history line.
        if (!current || current.value === value) return;
        await changeSetting(trx, current, value, admin.staffId, now);
        await recordAudit(
          trx,
          request,
          admin,
          { action: "settings.change", recordType: "setting", recordId: row.code, purpose: body.reason || ADMINISTRATION_PURPOSE },
          now,
        );
      });
      const [setting] = await adminSettings(db, row.code);
      if (!setting) throw new HttpError(404, "SETTING_NOT_FOUND");
      return { data: setting };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/settings/pandemic_mode/consequence",
    summary:
      "Admins: what switching pandemic mode now changes: the trips arriving today or tomorrow, not cleared, declared from outside the commonwealth without a health part (a count, no one's data)",
    tags: TAGS,
    response: PandemicConsequence,
    access: staffAccess(db, clock, { roles: ["admin"], action: "settings.pandemic_consequence" }),
    handler: async () => ({ data: await pandemicConsequence(db, clock()) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/settings/:code/history",
    summary: "Admins: every change of one setting, newest first: the value before and after, who and when",
    tags: TAGS,
    params: AdminSettingParams,
    response: SettingHistory,
    access: staffAccess(db, clock, { roles: ["admin"], action: "settings.history" }),
    handler: async ({ params, auth: admin }, request) => {
      const now = clock();
      const row = await existing(params.code);
      const data = await settingHistory(db, row);
      await recordAudit(
        db,
        request,
        admin,
        {
          action: "settings.history",
          recordType: "setting",
          recordId: row.code,
          shown: "the setting's changes, who made them",
          purpose: ADMINISTRATION_PURPOSE,
        },
        now,
      );
      return { data };
    },
  });
}

import type { FastifyInstance } from "fastify";
import {
  AdminPurposeAnswer,
  AdminPurposeList,
  AdminSymptomAnswer,
  AdminSymptomList,
  NewPurpose,
  NewSymptom,
  PurposeEdit,
  REFERENCE_MESSAGES,
  ReferenceItemParams,
  ReferenceOrder,
  SymptomEdit,
} from "#domain/reference-data-admin.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Services } from "../composition.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { ADMINISTRATION_PURPOSE } from "../settings/settings-routes.ts";
import { staffAccess } from "../staff/staff-sessions.ts";
import {
  adminPurposes,
  adminSymptoms,
  insertPurpose,
  insertSymptom,
  isWholeList,
  purposeTitleTaken,
  reorder,
  symptomCodeTaken,
  updatePurpose,
  updateSymptom,
} from "./reference-data-admin-queries.ts";

const TAGS = ["staff"];
const BASE = "/api/staff/reference-data";

/**
 * The admin's symptoms and visit purposes (decision 027): list (retired ones too), add, edit, retire and
 * order. Writes are audited; the lists hold no one's data and are public apart from the retired rows,
 * so reading them is not. Each write and its audit record commit together.
 */
export function referenceDataAdminRoutes(app: FastifyInstance, { db, clock }: Services): void {
  const admin = (action: string) => staffAccess(db, clock, { roles: ["admin"], action });

  async function symptom(id: string) {
    const [found] = await adminSymptoms(db, id);
    if (!found) throw new HttpError(404, "SYMPTOM_NOT_FOUND");
    return found;
  }

  async function purpose(id: string) {
    const [found] = await adminPurposes(db, id);
    if (!found) throw new HttpError(404, "PURPOSE_NOT_FOUND");
    return found;
  }

  defineRoute(app, {
    method: "GET",
    url: `${BASE}/symptoms`,
    summary: "Admins: every symptom in the checklist's order, with its four titles and retirement date",
    tags: TAGS,
    response: AdminSymptomList,
    access: admin("symptoms.list"),
    handler: async () => ({ data: await adminSymptoms(db) }),
  });

  defineRoute(app, {
    method: "POST",
    url: `${BASE}/symptoms`,
    summary: "Admins: add a symptom (code, category COMMON or OTHER, title in en, ja, ko and zh) at the end of the list",
    tags: TAGS,
    body: NewSymptom,
    response: AdminSymptomAnswer,
    status: 201,
    access: admin("symptoms.create"),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      const id = await db.transaction().execute(async (trx) => {
        if (await symptomCodeTaken(trx, body.code)) throw fieldErrors([["code", REFERENCE_MESSAGES.codeTaken]]);
        const created = await insertSymptom(trx, body);
        await recordAudit(trx, request, actor, { action: "symptoms.create", recordType: "symptom", recordId: created, purpose: ADMINISTRATION_PURPOSE }, now);
        return created;
      });
      return { data: await symptom(id) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: `${BASE}/symptoms/order`,
    summary: "Admins: put the symptoms in a new order (every id, retired ones too, once)",
    tags: TAGS,
    body: ReferenceOrder,
    response: AdminSymptomList,
    access: admin("symptoms.reorder"),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      if (!(await isWholeList(db, "symptoms", body.ids))) throw fieldErrors([["ids", REFERENCE_MESSAGES.incompleteOrder]]);
      await db.transaction().execute(async (trx) => {
        await reorder(trx, "symptoms", body.ids);
        await recordAudit(trx, request, actor, { action: "symptoms.reorder", recordType: "symptom", purpose: ADMINISTRATION_PURPOSE }, now);
      });
      return { data: await adminSymptoms(db) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: `${BASE}/symptoms/:id`,
    summary: "Admins: change a symptom's category and titles, or retire it (no longer offered; old answers keep its title) or bring it back",
    tags: TAGS,
    params: ReferenceItemParams,
    body: SymptomEdit,
    response: AdminSymptomAnswer,
    access: admin("symptoms.change"),
    handler: async ({ params, body, auth: actor }, request) => {
      const now = clock();
      const current = await symptom(params.id);
      await db.transaction().execute(async (trx) => {
        await updateSymptom(trx, current, body, now);
        await recordAudit(
          trx,
          request,
          actor,
          { action: "symptoms.change", recordType: "symptom", recordId: current.id, purpose: ADMINISTRATION_PURPOSE },
          now,
        );
      });
      return { data: await symptom(current.id) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: `${BASE}/purposes`,
    summary: "Admins: every visit purpose in the list's order, with its four titles and retirement date",
    tags: TAGS,
    response: AdminPurposeList,
    access: admin("purposes.list"),
    handler: async () => ({ data: await adminPurposes(db) }),
  });

  defineRoute(app, {
    method: "POST",
    url: `${BASE}/purposes`,
    summary: "Admins: add a visit purpose with its title in en, ja, ko and zh (the English one is what visits store)",
    tags: TAGS,
    body: NewPurpose,
    response: AdminPurposeAnswer,
    status: 201,
    access: admin("purposes.create"),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      const id = await db.transaction().execute(async (trx) => {
        if (await purposeTitleTaken(trx, body.titles.en)) throw fieldErrors([["titles.en", REFERENCE_MESSAGES.titleTaken]]);
        const created = await insertPurpose(trx, body);
        await recordAudit(trx, request, actor, { action: "purposes.create", recordType: "purpose", recordId: created, purpose: ADMINISTRATION_PURPOSE }, now);
        return created;
      });
      return { data: await purpose(id) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: `${BASE}/purposes/order`,
    summary: "Admins: put the visit purposes in a new order (every id, retired ones too, once)",
    tags: TAGS,
    body: ReferenceOrder,
    response: AdminPurposeList,
    access: admin("purposes.reorder"),
    handler: async ({ body, auth: actor }, request) => {
      const now = clock();
      if (!(await isWholeList(db, "purposes", body.ids))) throw fieldErrors([["ids", REFERENCE_MESSAGES.incompleteOrder]]);
      await db.transaction().execute(async (trx) => {
        await reorder(trx, "purposes", body.ids);
        await recordAudit(trx, request, actor, { action: "purposes.reorder", recordType: "purpose", purpose: ADMINISTRATION_PURPOSE }, now);
      });
      return { data: await adminPurposes(db) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: `${BASE}/purposes/:id`,
    summary: "Admins: change a visit purpose's Japanese, Korean and Chinese titles, or retire it or bring it back (the English title stays)",
    tags: TAGS,
    params: ReferenceItemParams,
    body: PurposeEdit,
    response: AdminPurposeAnswer,
    access: admin("purposes.change"),
    handler: async ({ params, body, auth: actor }, request) => {
      const now = clock();
      const current = await purpose(params.id);
      if (body.titles.en !== current.titles.en) throw fieldErrors([["titles.en", REFERENCE_MESSAGES.englishFixed]]);
      await db.transaction().execute(async (trx) => {
        await updatePurpose(trx, current, body, now);
        await recordAudit(
          trx,
          request,
          actor,
          { action: "purposes.change", recordType: "purpose", recordId: current.id, purpose: ADMINISTRATION_PURPOSE },
          now,
        );
      });
      return { data: await purpose(current.id) };
    },
  });
}

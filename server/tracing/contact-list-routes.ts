import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as v from "valibot";
import { CaseParams, TracingCaseAnswer } from "#domain/tracing/tracing-cases.ts";
import {
  ChainGraph,
  ContactBulkReview,
  ContactComputation,
  ContactExportQuery,
  ContactListQuery,
  ContactParams,
  ContactReview,
  FreezeRequest,
  TracingContactAnswer,
  TracingContactList,
} from "#domain/tracing/tracing-contacts.ts";
import { defineRoute } from "../http/route.ts";
import { requireStaff } from "../staff/staff-sessions.ts";
import { caseOr404, caseResource } from "./case-lookup-service.ts";
import { chainGraph } from "./chain-graph.ts";
import { EXPORT_FIELDS_SHOWN, exportedContacts, exportedCount } from "./contact-export.ts";
import { EXPORT_FORMATS } from "./contact-export-formats.ts";
import { auditCase, auditContacts, auditedRefusals, type ContactListContext, listRefusal } from "./contact-list-access-service.ts";
import { computeContactList } from "./contact-list-compute.ts";
import { CONTACT_FIELDS_SHOWN, contactAnswer, contactResources, freezeContactList, listContacts, reviewContacts } from "./contact-list-service.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

const ACTIONS = {
  compute: "tracing.contacts.compute",
  read: "tracing.contacts.read",
  review: "tracing.contact.review",
  freeze: "tracing.contacts.freeze",
  graph: "tracing.graph.read",
  export: "tracing.contacts.export",
} as const;

const CASE_SHOWN = "case, contact list counts";

/**
 * A case's contact list (decision 025): computed from the logbook, reviewed contact by contact, frozen,
 * drawn as a chain and exported. Health officials only; every read and write is audited.
 */
export function contactListRoutes(app: FastifyInstance, deps: TracingDeps): void {
  const official =
    (action: string) =>
    async (request: FastifyRequest): Promise<ContactListContext> => {
      const now = deps.clock();
      const actor = await requireStaff(deps.db, request, { now, roles: TRACING_ROLES, action });
      return { deps, request, actor, now };
    };

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/contacts/compute",
    summary:
      "Health officials: compute three generations of contacts from the logbook over the case's infectious window; replaces a draft list (409 once frozen or closed)",
    tags: ["staff"],
    params: CaseParams,
    body: ContactComputation,
    response: TracingCaseAnswer,
    access: official(ACTIONS.compute),
    handler: ({ params, body, auth: context }) =>
      auditedRefusals(context, ACTIONS.compute, params.id, async () => {
        const row = await computeContactList(context, params.id, body, (computed) =>
          auditCase(context, { action: ACTIONS.compute, row: computed, shown: CASE_SHOWN }),
        );
        return { data: await caseResource(deps, row, context.now) };
      }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/cases/:id/contacts",
    summary: "Health officials: the case's contacts, by generation and exposure, or for follow-up (included only, overdue first)",
    tags: ["staff"],
    params: CaseParams,
    querystring: ContactListQuery,
    response: TracingContactList,
    access: official(ACTIONS.read),
    handler: ({ params, query, auth: context }) =>
      auditedRefusals(context, ACTIONS.read, params.id, async () => {
        const row = await caseOr404(deps.health, params.id);
        const data = await listContacts(context, row, query);
        const which = query.generation === undefined ? "" : ` of generation ${query.generation}`;
        await auditCase(context, { action: ACTIONS.read, row, shown: `${data.length} contacts${which} by ${query.order}: ${CONTACT_FIELDS_SHOWN}` });
        return { data };
      }),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/tracing/cases/:id/contacts/:contactId/review",
    summary: "Health officials: tick or untick a contact with a reason while the list is a draft",
    tags: ["staff"],
    params: ContactParams,
    body: ContactReview,
    response: TracingContactAnswer,
    access: official(ACTIONS.review),
    handler: ({ params, body, auth: context }) =>
      auditedRefusals(context, ACTIONS.review, params.id, async () => {
        const { row, contacts } = await reviewContacts(context, params.id, [params.contactId], body);
        const [contact] = contacts;
        if (!contact) throw new Error("a review answered no contact");
        await auditCase(context, {
          action: ACTIONS.review,
          recordType: "tracing_contact",
          recordId: contact.id,
          subjectUserId: contact.user_id,
          shown: CONTACT_FIELDS_SHOWN,
        });
        return { data: await contactAnswer(deps.health, row, contact, context.now) };
      }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/contacts/review",
    summary:
      "Health officials: tick or untick the chosen contacts with one reason while the list is a draft; one review each, the paths followed again once (404 if any is not on the list)",
    tags: ["staff"],
    params: CaseParams,
    body: ContactBulkReview,
    response: TracingContactList,
    access: official(ACTIONS.review),
    handler: ({ params, body, auth: context }) =>
      auditedRefusals(context, ACTIONS.review, params.id, async () => {
        const { row, contacts } = await reviewContacts(context, params.id, body.contact_ids, { included: body.included, reason: body.reason });
        await auditContacts(context, ACTIONS.review, contacts, CONTACT_FIELDS_SHOWN);
        return { data: await contactResources(deps.health, row, contacts, context.now) };
      }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/contacts/freeze",
    summary:
      "Health officials: freeze the draft list; its included contacts are to be notified, due today (409 without a list, once frozen, or with unreviewed contacts unless `accept_unreviewed` names how many)",
    tags: ["staff"],
    params: CaseParams,
    body: FreezeRequest,
    response: TracingCaseAnswer,
    access: official(ACTIONS.freeze),
    handler: ({ params, body, auth: context }) =>
      auditedRefusals(context, ACTIONS.freeze, params.id, async () => {
        const row = await freezeContactList(context, params.id, body.accept_unreviewed);
        await auditCase(context, { action: ACTIONS.freeze, row, shown: CASE_SHOWN });
        return { data: await caseResource(deps, row, context.now) };
      }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/cases/:id/graph",
    summary: "Health officials: the case's chain of people and places over its generations",
    tags: ["staff"],
    params: CaseParams,
    response: ChainGraph,
    access: official(ACTIONS.graph),
    handler: ({ params, auth: context }) =>
      auditedRefusals(context, ACTIONS.graph, params.id, async () => {
        const row = await caseOr404(deps.health, params.id);
        const data = await chainGraph(deps.health, row);
        await auditCase(context, {
          action: ACTIONS.graph,
          row,
          shown: `chain of ${data.people.length - 1} contacts at ${data.places.length} places: names, generations, places, overlaps`,
        });
        return { data };
      }),
  });

  for (const [format, { extension, contentType, write }] of Object.entries(EXPORT_FORMATS)) {
    defineRoute(app, {
      method: "GET",
      url: `/api/staff/tracing/cases/:id/contacts.${extension}`,
      summary: `Health officials: the frozen list's included contacts as ${format}, streamed, with the stated purpose of the export (409 before freezing)`,
      tags: ["staff"],
      params: CaseParams,
      querystring: ContactExportQuery,
      response: v.instance(Readable),
      access: official(ACTIONS.export),
      handler: ({ params, query, auth: context }, _request, reply) =>
        auditedRefusals(context, ACTIONS.export, params.id, async () => {
          const row = await caseOr404(deps.health, params.id);
          const refusal = listRefusal({ closed_at: null, list_state: row.list_state }, ["frozen"]);
          if (refusal) throw refusal;
          const rows = await exportedCount(deps.health, row.id);
          await auditCase(context, { action: ACTIONS.export, row, shown: `${rows} contacts as ${format}: ${EXPORT_FIELDS_SHOWN}`, purpose: query.purpose });
          reply
            .header("content-type", contentType)
            .header("content-disposition", `attachment; filename="contacts-${row.id}.${extension}"`)
            .header("cache-control", "private, no-store");
          return write(exportedContacts(deps.health, row.id), row.full_name, context.now);
        }),
    });
  }
}

import type { FastifyInstance } from "fastify";
import {
  CaseChange,
  CaseListQuery,
  CaseOpening,
  CaseParams,
  ContactConversion,
  PersonSearch,
  PersonSearchAnswer,
  TracingCaseAnswer,
  TracingCaseList,
} from "#domain/tracing/tracing-cases.ts";
import { ContactParams } from "#domain/tracing/tracing-contacts.ts";
import { defineRoute } from "../http/route.ts";
import { healthOfficial } from "./case-access.ts";
import { LIST_ACTION, listCases, READ_ACTION, readCase } from "./case-service.ts";
import { CHANGE_ACTION, changeCase, CONVERT_ACTION, convertContact, openCase, OPEN_ACTION } from "./case-service.ts";
import { SEARCH_ACTION, searchPeople } from "./person-search-service.ts";
import type { TracingDeps } from "./tracing-rules.ts";

/** Finding people and their cases (decision 028): health officials only, every read and write audited. */
export function caseRoutes(app: FastifyInstance, deps: TracingDeps): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/people/search",
    summary: "Health officials: find people by name (forgiving spelling), mobile number, e-mail, logbook QR or trip QR; best match first, at most 50",
    tags: ["staff"],
    body: PersonSearch,
    response: PersonSearchAnswer,
    access: healthOfficial(deps, SEARCH_ACTION),
    handler: async ({ body, auth }) => ({ data: await searchPeople(auth, body.query) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases",
    summary: "Health officials: open a case for a person with an account or check-ins; their case and health status follow it at once (409 when one is open)",
    tags: ["staff"],
    body: CaseOpening,
    response: TracingCaseAnswer,
    status: 201,
    access: healthOfficial(deps, OPEN_ACTION),
    handler: async ({ body, auth }) => ({ data: await openCase(auth, body) }),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/tracing/cases/:id/contacts/:contactId/case",
    summary: "Health officials: turn a contact into a case of their own in one action, linked to the case they were a contact in (409 when one is open)",
    tags: ["staff"],
    params: ContactParams,
    body: ContactConversion,
    response: TracingCaseAnswer,
    status: 201,
    access: healthOfficial(deps, CONVERT_ACTION),
    handler: async ({ params, body, auth }) => ({ data: await convertContact(auth, params.id, params.contactId, body) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/cases",
    summary: "Health officials: open (or closed) cases, those with overdue follow-ups first, then the newest",
    tags: ["staff"],
    querystring: CaseListQuery,
    response: TracingCaseList,
    access: healthOfficial(deps, LIST_ACTION),
    handler: async ({ query, auth }) => ({ data: await listCases(auth, query.state) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/tracing/cases/:id",
    summary: "Health officials: a case with its infectious window and contact list counts",
    tags: ["staff"],
    params: CaseParams,
    response: TracingCaseAnswer,
    access: healthOfficial(deps, READ_ACTION),
    handler: async ({ params, auth }) => ({ data: await readCase(auth, params.id) }),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/staff/tracing/cases/:id",
    summary: "Health officials: change a case's statuses, dates or window ends, or close it (`closed: true`, final; 409 once closed)",
    tags: ["staff"],
    params: CaseParams,
    body: CaseChange,
    response: TracingCaseAnswer,
    access: healthOfficial(deps, CHANGE_ACTION),
    handler: async ({ params, body, auth }) => ({ data: await changeCase(auth, params.id, body) }),
  });
}

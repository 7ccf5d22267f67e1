import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../audit/audit-trail.ts";
import { requireStaff } from "../staff/staff-sessions.ts";
import { TRACING_ROLES, type TracingDeps } from "./tracing-rules.ts";

/** What a tracing request acts with: the stores, and the health official it acts as, for the audit trail. */
export interface TracingRequest extends Pick<TracingDeps, "db" | "health" | "serverSecret"> {
  request: FastifyRequest;
  actor: AuditActor;
  now: Date;
}

/** A route's `access`: a health official, or an audited 403; the rest of the request acts as them. */
export function healthOfficial({ db, health, serverSecret, clock }: TracingDeps, action: string): (request: FastifyRequest) => Promise<TracingRequest> {
  return async (request) => {
    const now = clock();
    const actor = await requireStaff(db, request, { now, roles: TRACING_ROLES, action });
    return { db, health, serverSecret, request, actor, now };
  };
}

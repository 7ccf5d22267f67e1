import type { Services } from "../composition.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";

/**
 * What contact tracing works with (decision 028): the core database (logbook, accounts, audit trail) and
 * the health authority's store, which holds cases, contact lists, notifications and templates.
 */
export interface TracingDeps extends Pick<Services, "db" | "sender" | "notifier" | "serverSecret" | "clock"> {
  health: HealthStore;
  /** The number the exposure messages give for questions (HEALTH_HOTLINE). */
  healthHotline: string;
  /** PUBLIC_URL: where the symptom diary's links in the messages lead (decision 053). */
  publicUrl: string;
}

/** Health officials alone reach a case, a contact or an export; every read is audited. */
export const TRACING_ROLES = ["health_official"] as const;
/** The audit trail's purpose for every tracing read. */
export const TRACING_PURPOSE = "contact tracing";

import type { CustomsDecision, CustomsEntryKind } from "#domain/customs-check.ts";
import type { TravellerMessageCode } from "#domain/customs-messages.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { FormTable } from "../form-table.ts";
import type { ArrivalFacts } from "./arrival-facts.ts";

/** Null for a declaration saved before migration 0004 and not yet filled in by it (none, once migrated). */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The customs agency's store: customs declarations and officers' decisions (docs/decisions/016-agency-stores.md). */
export interface CustomsDatabase {
  customs_declarations: FormTable & {
    /** JSON list of the declaration limits the answers exceed, for the officer (docs/product-spec.md, part 5). */
    exceeded_limits: string;
  } & Nullable<ArrivalFacts>;
  /** Every passport a declaration names (declarant and passengers), so an officer can look a trip up by passport. */
  customs_declaration_passports: {
    visit_history_id: string;
    passport_number: string;
  };
  /**
   * Every decision on a trip, oldest first: the first decision, then the deciding officer's amendments
   * and supervisors' overrides, each with its reason. Rows are only ever added (decision 036); the
   * core trip carries the status and the traveller's message of the newest.
   */
  customs_decision_entries: {
    id: string;
    visit_history_id: string;
    /** 1 for the first decision, then 2, 3…: unique per trip. */
    seq: number;
    kind: CustomsEntryKind;
    decision: CustomsDecision;
    /** Why an amendment or override was made; null for the first decision. */
    reason: string | null;
    /** The internal note: officers read it, the traveller never does. */
    note: string;
    /** The standard message to the traveller and its parameters (JSON), shown in their language. */
    message_code: TravellerMessageCode | null;
    message_params: string | null;
    /** Free text to the traveller, who reads it as written. */
    remarks: string | null;
    /** The deciding officer; not a foreign key, since staff are in the core database. */
    staff_id: string;
    role: StaffRole;
    decided_at: string;
  };
}

import type { CustomsDecision } from "../../../../src/domain/customs-check.ts";
import type { StaffRole } from "../../../../src/domain/staff/staff-roles.ts";
import type { FormTable } from "../form-table.ts";

/** The customs agency's store: customs declarations and officers' decisions (docs/decisions/016-agency-stores.md). */
export interface CustomsDatabase {
  customs_declarations: FormTable & {
    /** JSON list of the declaration limits the answers exceed, for the officer (spec part 5). */
    exceeded_limits: string;
  };
  /** Every passport a declaration names (declarant and passengers), so an officer can look a trip up by passport. */
  customs_declaration_passports: {
    visit_history_id: string;
    passport_number: string;
  };
  /** The officer's decision on a trip, one per trip; the core trip carries the status the traveller sees. */
  customs_decisions: {
    visit_history_id: string;
    decision: CustomsDecision;
    remarks: string;
    /** The deciding officer; not a foreign key, since staff are in the core database. */
    staff_id: string;
    role: StaffRole;
    decided_at: string;
  };
}

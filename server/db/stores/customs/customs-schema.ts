import type { FormTable } from "../form-table.ts";

/** The customs agency's store: customs declarations only (docs/decisions/016-agency-stores.md). */
export interface CustomsDatabase {
  customs_declarations: FormTable & {
    /** JSON list of the declaration limits the answers exceed, for the officer (spec part 5). */
    exceeded_limits: string;
  };
}

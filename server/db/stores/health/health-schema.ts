import type { DOSE_TYPES, TEST_RESULTS, TestType } from "../../../../src/domain/declarations/enumerations.ts";
import type { FormTable } from "../form-table.ts";

/** Rows of a traveller's health data name the account, so the traveller can delete them (spec part 9). */
type OwnedFormTable = FormTable & { user_id: string };

/** The health authority's store (docs/decisions/016-agency-stores.md). */
export interface HealthDatabase {
  health_declarations: OwnedFormTable;
  attestations: OwnedFormTable;
  vaccination_doses: {
    id: string;
    user_id: string;
    dose_type: (typeof DOSE_TYPES)[number];
    patient_number: string | null;
    product_name: string;
    lot_number: string;
    date_administered: string;
    site: string;
    /** 'name::url' of the card image the same account uploaded. */
    card_image: string;
    created_at: string;
  };
  test_results: {
    id: string;
    user_id: string;
    test_type: TestType;
    result: (typeof TEST_RESULTS)[number];
    taken_at: string;
    /** 'name::url' of the result document the same account uploaded. */
    document: string;
    created_at: string;
  };
}

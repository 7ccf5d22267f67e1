import type { VisitHistory } from "#domain/trips.ts";

/** A trip's declaration fields before any part of it is declared: each form's id and status, and the special survey's date. */
export const NOTHING_DECLARED = {
  survey_form_uuid: null,
  survey_status: null,
  special_survey_created_at: null,
  customs_form_uuid: null,
  customs_status: null,
  health_declaration_form_uuid: null,
  health_declaration_status: null,
  attestation_form_uuid: null,
  attestation_status: null,
} as const;

/** A trip as the API answers it: a foreign citizen's, pending, nothing declared yet, but for what `attributes` says. */
export function visitHistory(id: string, attributes: Partial<VisitHistory["attributes"]> = {}): VisitHistory {
  return {
    id,
    type: "visit_history",
    attributes: {
      travel_type: "FOREIGN_CITIZEN",
      is_domestic: false,
      date_of_arrival: "2026-12-01",
      origin: "",
      origin_country: "",
      destination: "",
      ...NOTHING_DECLARED,
      health_deleted_at: null,
      expires_at: "2026-12-31T00:00:00.000Z",
      is_expired: false,
      is_completed: false,
      status: "PENDING",
      qr_id: null,
      remarks: null,
      message: null,
      created_at: "2026-11-23T09:00:00.000Z",
      updated_at: "2026-11-23T09:00:00.000Z",
      ...attributes,
    },
  };
}

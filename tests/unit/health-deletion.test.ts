import { describe, expect, it } from "vitest";
import { healthDeletionOutcome } from "#domain/health-deletion.ts";
import { visitHistory } from "../support/visit-history.ts";

const declared = { survey_status: "SUBMITTED", customs_status: "SUBMITTED", health_declaration_status: "SUBMITTED" } as const;

describe("what deleting health information does to the current trips (decision 059)", () => {
  it("counts a complete pending trip as losing its QR and a reviewed one as keeping its decision", () => {
    const pending = visitHistory("pending", { ...declared, is_completed: true });
    const cleared = visitHistory("cleared", { ...declared, is_completed: true, status: "CLEARED" });
    expect(healthDeletionOutcome([pending, cleared])).toEqual({ losingQr: 1, keepingDecision: 1 });
  });

  it("leaves out trips without a health part, and drafts with no QR to lose", () => {
    const domestic = visitHistory("domestic", { is_domestic: true, survey_status: "SUBMITTED", customs_status: "SUBMITTED", is_completed: true });
    const draft = visitHistory("draft", { health_declaration_status: "SUBMITTED" });
    expect(healthDeletionOutcome([domestic, draft])).toEqual({ losingQr: 0, keepingDecision: 0 });
  });
});

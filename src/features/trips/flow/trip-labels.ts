import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TravelType } from "#domain/declarations/enumerations.ts";
import type { TripForm, TripReviewStatus } from "#domain/trips.ts";

export const TRAVEL_TYPE_LABELS: Record<TravelType, MessageDescriptor> = {
  US_CITIZEN: msg`US Citizen`,
  FOREIGN_CITIZEN: msg`Foreign Citizen`,
  DOMESTIC: msg`Domestic`,
  INTERNATIONAL: msg`International`,
};

export const TRIP_FORM_LABELS: Record<TripForm, MessageDescriptor> = {
  survey: msg`MVA survey`,
  customs: msg`Customs declaration`,
  health_declaration: msg`Health declaration`,
  attestation: msg`Attestation`,
};

export const REVIEW_STATUS_LABELS: Record<TripReviewStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CLEARED: msg({ message: "Cleared", context: "customs review of a trip" }),
  FOR_INSPECTION: msg`For inspection`,
  SECONDARY: msg`Secondary inspection`,
};

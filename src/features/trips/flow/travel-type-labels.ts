import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CitizenshipAnswer, TripOrigin } from "#domain/travel-type.ts";

export const CITIZENSHIP_LABELS: Record<CitizenshipAnswer, MessageDescriptor> = {
  CITIZEN_OR_RESIDENT: msg`Yes`,
  VISITOR: msg`No`,
};

export const TRIP_ORIGIN_LABELS: Record<TripOrigin, MessageDescriptor> = {
  COMMONWEALTH: msg`Within the commonwealth`,
  UNITED_STATES: msg`From Guam or elsewhere in the United States`,
  ABROAD: msg`From another country`,
};

export const TRIP_ORIGIN_HINTS: Partial<Record<TripOrigin, MessageDescriptor>> = {
  COMMONWEALTH: msg`Between Saipan, Tinian and Rota`,
};

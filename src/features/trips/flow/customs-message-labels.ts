import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TravellerMessageCode } from "#domain/customs-messages.ts";
import type { TripReviewStatus } from "#domain/trips.ts";

/** The officer's standard messages, in the traveller's language (the trip keeps only the code and the desk). */
export const TRAVELLER_MESSAGE_TEXTS: Record<TravellerMessageCode, (desk: string) => MessageDescriptor> = {
  go_to_inspection_desk: () => msg`Please go to the inspection desk.`,
  declare_currency_at_desk: (desk) => msg`Please declare your currency at desk ${desk}.`,
  pay_duty_at_desk: (desk) => msg`Please pay the duty at desk ${desk}.`,
  agriculture_inspection: () => msg`Please take your plants, food or animals to the agriculture inspection.`,
  wait_for_officer: () => msg`Please wait here for an officer.`,
  keep_bags_closed: () => msg`Please keep your bags closed until an officer opens them.`,
};

/** What happens next, for each review status (decision 036). */
export const NEXT_STEP_TEXTS: Record<TripReviewStatus, MessageDescriptor> = {
  PENDING: msg`Show your trip QR code to the customs officer at baggage claim.`,
  CLEARED: msg`You are cleared. You may leave the baggage claim area with your bags.`,
  FOR_INSPECTION: msg`Please take your bags to the inspection desk. An officer will look at them with you.`,
  SECONDARY: msg`Please follow the officer to secondary inspection, with all your bags. It may take some time.`,
};

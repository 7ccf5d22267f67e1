import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What the known settings do, in the admin's words; any other setting shows by its code. */
export const SETTING_LABELS: Record<string, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  pandemic_mode: {
    name: msg`Pandemic mode`,
    hint: msg`When on, trips from outside the commonwealth ask for the health declaration and the attestation. New trips follow the change at once.`,
  },
  tracing_minimum_overlap_minutes: {
    name: msg`Contact overlap (minutes)`,
    hint: msg`The shortest time two people must share a place to count as a contact.`,
  },
  tracing_incubation_days: {
    name: msg`Incubation period (days)`,
    hint: msg`How long after an exposure a contact may spread the illness.`,
  },
};

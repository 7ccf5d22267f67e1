import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VACCINATION_STATUSES } from "#domain/declarations/enumerations.ts";
import type { VaccinationException } from "./attestation-values.ts";

/** Each exception of the attestation, as the traveller reads it: a name and one line of explanation. */
export const EXCEPTION_LABELS: Record<VaccinationException, { label: MessageDescriptor; explanation: MessageDescriptor }> = {
  MEDICAL_CONTRAINDICATION: {
    label: msg`Medical reason`,
    explanation: msg`A doctor has advised you not to receive a COVID-19 vaccine, for example after a severe allergic reaction.`,
  },
  CLINICAL_TRIAL_PARTICIPANT: {
    label: msg`Vaccine clinical trial`,
    explanation: msg`You take part in a clinical trial of a COVID-19 vaccine.`,
  },
  UNDER_18: {
    label: msg`Under 18 years of age`,
    explanation: msg`You are younger than 18 and not yet able to be fully vaccinated.`,
  },
  HUMANITARIAN_OR_EMERGENCY: {
    label: msg`Humanitarian or emergency travel`,
    explanation: msg`You must travel for an urgent humanitarian or emergency reason and could not be vaccinated in time.`,
  },
  LIMITED_VACCINE_AVAILABILITY: {
    label: msg`Limited vaccine availability`,
    explanation: msg`You live in a country where COVID-19 vaccines are hard to obtain.`,
  },
  OFFICIAL_GOVERNMENT_TRAVEL: {
    label: msg`Official government travel`,
    explanation: msg`You travel on diplomatic or official government business.`,
  },
  SEA_CREW: {
    label: msg`Sea crew member`,
    explanation: msg`You are a member of a ship's crew travelling for your work on board.`,
  },
};

export const VACCINATION_STATUS_LABELS: Record<(typeof VACCINATION_STATUSES)[number], MessageDescriptor> = {
  FULLY_VACCINATED: msg`I am fully vaccinated`,
  NOT_FULLY_VACCINATED: msg`I am not fully vaccinated`,
};

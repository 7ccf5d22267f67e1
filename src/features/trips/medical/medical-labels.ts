import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DOSE_TYPES, TEST_RESULTS, TEST_TYPES } from "#domain/declarations/enumerations.ts";

/** The medical records' codes as the traveller reads them (docs/product-spec.md, part 3). */
export const DOSE_TYPE_LABELS: Record<(typeof DOSE_TYPES)[number], MessageDescriptor> = {
  COVID_19_DOSE: msg`Covid-19 dose`,
  BOOSTER: msg`Booster shot`,
  ADDITIONAL_BOOSTER: msg`Additional booster shot`,
};

export const TEST_TYPE_LABELS: Record<(typeof TEST_TYPES)[number], MessageDescriptor> = {
  RT_PCR: msg`RT-PCR`,
  ANTIGEN: msg`Antigen`,
};

export const TEST_RESULT_LABELS: Record<(typeof TEST_RESULTS)[number], MessageDescriptor> = {
  NEGATIVE: msg`Negative`,
  POSITIVE: msg`Positive`,
};

import * as v from "valibot";
import { DECLARATION_LIMITS, type LimitedQuantity } from "./declarations/declaration-limits.ts";
import { CUSTOMS_ITEMS, type CustomsItem, TEST_TYPES, type TestType } from "./declarations/enumerations.ts";
import { TEST_VALIDITY_HOURS } from "./medical-records.ts";
import { NONE_OF_THE_ABOVE } from "./symptom-codes.ts";

/**
 * What an officer must look at first on a customs card (decision 036): one rule,
 * used by the server to answer the card and shown by the console as it comes.
 */

/** Yes to one of these is a referral whatever the quantity: prohibited or restricted goods. */
export const RESTRICTED_ITEMS = ["has_harmful_objects", "has_wildlife", "has_plants", "has_soil", "has_animal"] as const satisfies readonly CustomsItem[];
/** Yes to one of these is declared goods with limits: a referral only over a limit. */
export const LIMITED_ITEMS = {
  has_alcohol: ["alcohol_distilled_floz", "alcohol_beer_floz", "alcohol_wine_floz"],
  has_cigarettes: ["cigarette_packs_us", "cigarette_packs_noncompliant"],
  has_tobacco: ["tobacco_pounds"],
} as const satisfies Partial<Record<CustomsItem, readonly LimitedQuantity[]>>;

export const ReferralReason = v.variant("kind", [
  /** Prohibited or restricted goods answered Yes. */
  v.object({ kind: v.literal("restricted"), item: v.picklist(RESTRICTED_ITEMS) }),
  /** A quantity over its duty-free limit, with the limit and the excess. */
  v.object({
    kind: v.literal("over_limit"),
    quantity: v.picklist(Object.keys(DECLARATION_LIMITS) as LimitedQuantity[]),
    amount: v.number(),
    limit: v.number(),
    excess: v.number(),
  }),
  /** Currency declared: over USD 10,000 (or its worth in another currency), with the amount. */
  v.object({ kind: v.literal("currency"), amount: v.number(), code: v.string() }),
  /** Commercial merchandise: the traveller's description, and the purpose and occupation declared. */
  v.object({ kind: v.literal("merchandise"), description: v.string(), purpose: v.string(), occupation: v.string() }),
]);
export type ReferralReason = v.InferOutput<typeof ReferralReason>;

/** Yes to goods with limits, all within them: not a referral, but not "nothing to declare" either. */
export const WithinLimits = v.object({ item: v.picklist(Object.keys(LIMITED_ITEMS) as (keyof typeof LIMITED_ITEMS)[]) });

export interface DeclarationAnswers {
  items: Record<CustomsItem, boolean>;
  quantities: Partial<Record<LimitedQuantity, number | null | undefined>>;
  currency?: { amount: number; code: string } | null;
  /** The traveller's description of the merchandise (declarations before it was asked have none). */
  merchandiseDescription?: string | null;
  purpose: string;
  occupation: string;
}

export interface CustomsRisk {
  /** Most serious first: restricted goods, quantities over a limit, currency, merchandise. */
  reasons: ReferralReason[];
  /** Goods declared within their limits. */
  within_limits: { item: keyof typeof LIMITED_ITEMS }[];
  /** Every answer No: the card says "Nothing to declare" and folds the answers. */
  nothing_to_declare: boolean;
}

/** Rounded to what a person counts: fl oz and packs to a tenth at most. */
const tidy = (value: number) => Math.round(value * 10) / 10;

/** The referral reasons of one customs declaration, in the order an officer acts on them. */
export function customsRisk(answers: DeclarationAnswers): CustomsRisk {
  const reasons: ReferralReason[] = [];
  for (const item of RESTRICTED_ITEMS) if (answers.items[item]) reasons.push({ kind: "restricted", item });
  const within: CustomsRisk["within_limits"] = [];
  for (const [item, quantities] of Object.entries(LIMITED_ITEMS) as [keyof typeof LIMITED_ITEMS, readonly LimitedQuantity[]][]) {
    const over = quantities.filter((quantity) => (answers.quantities[quantity] ?? 0) > DECLARATION_LIMITS[quantity]);
    for (const quantity of over) {
      const amount = answers.quantities[quantity] ?? 0;
      reasons.push({ kind: "over_limit", quantity, amount, limit: DECLARATION_LIMITS[quantity], excess: tidy(amount - DECLARATION_LIMITS[quantity]) });
    }
    if (answers.items[item] && over.length === 0) within.push({ item });
  }
  const currency = answers.currency;
  if (answers.items.has_excess_currency) reasons.push({ kind: "currency", amount: currency?.amount ?? 0, code: currency?.code ?? "USD" });
  if (answers.items.has_merchandise) {
    reasons.push({ kind: "merchandise", description: answers.merchandiseDescription ?? "", purpose: answers.purpose, occupation: answers.occupation });
  }
  return { reasons, within_limits: within, nothing_to_declare: CUSTOMS_ITEMS.every((item) => !answers.items[item]) && reasons.length === 0 };
}

/** A health finding in pandemic mode: what is true of the traveller's health part, never "met" by default. */
export const HealthFinding = v.variant("kind", [
  /** Neither a health declaration nor an attestation on file. */
  v.object({ kind: v.literal("no_health_form") }),
  /** Symptoms declared on the health declaration: their codes (titles in the card's `symptoms`). */
  v.object({ kind: v.literal("symptoms"), codes: v.array(v.string()) }),
  v.object({ kind: v.literal("no_test_result") }),
  v.object({ kind: v.literal("test_positive"), test_type: v.picklist(TEST_TYPES) }),
  /** The newest result taken before arrival is older than its validity (hours counted to the end of the arrival day). */
  v.object({ kind: v.literal("test_too_old"), test_type: v.picklist(TEST_TYPES), hours: v.number(), valid_hours: v.number() }),
  /** Every result was taken after the arrival day. */
  v.object({ kind: v.literal("test_after_arrival") }),
]);
export type HealthFinding = v.InferOutput<typeof HealthFinding>;

export interface HealthSources {
  /** A health declaration or an attestation is on file for the trip. */
  formOnFile: boolean;
  /** The health declaration's symptom codes, or undefined without one. */
  symptoms: readonly string[] | undefined;
  testResults: readonly { test_type: TestType; result: "NEGATIVE" | "POSITIVE"; taken_at: string }[];
  dateOfArrival: string;
}

const HOUR_MS = 3_600_000;
/** Arrival is a date: the traveller counts as arriving at the end of that day (UTC), as isTestValidForArrival reads it. */
const arrivalEnd = (dateOfArrival: string) => Date.parse(`${dateOfArrival}T23:59:59.999Z`);

/** What is true of the health requirement; met only when this is empty. */
export function healthFindings({ formOnFile, symptoms, testResults, dateOfArrival }: HealthSources): HealthFinding[] {
  const findings: HealthFinding[] = [];
  if (!formOnFile) findings.push({ kind: "no_health_form" });
  const declared = (symptoms ?? []).filter((code) => code !== NONE_OF_THE_ABOVE);
  if (declared.length) findings.push({ kind: "symptoms", codes: declared });
  const end = arrivalEnd(dateOfArrival);
  const hoursBefore = (result: { taken_at: string }) => Math.ceil((end - Date.parse(result.taken_at)) / HOUR_MS);
  const before = testResults.filter((result) => Date.parse(result.taken_at) <= end).sort((a, b) => Date.parse(b.taken_at) - Date.parse(a.taken_at));
  const inTime = before.filter((result) => hoursBefore(result) <= TEST_VALIDITY_HOURS[result.test_type]);
  const positive = inTime.find((result) => result.result === "POSITIVE");
  if (positive) findings.push({ kind: "test_positive", test_type: positive.test_type });
  else if (inTime.some((result) => result.result === "NEGATIVE")) return findings;
  else if (before[0])
    findings.push({
      kind: "test_too_old",
      test_type: before[0].test_type,
      hours: hoursBefore(before[0]),
      valid_hours: TEST_VALIDITY_HOURS[before[0].test_type],
    });
  else findings.push(testResults.length ? { kind: "test_after_arrival" } : { kind: "no_test_result" });
  return findings;
}

import { CURRENCY_THRESHOLD_USD } from "../constants.ts";

/**
 * docs/product-spec.md, part 5 "Declaration limits": what a traveller may bring without duty. Going over a limit is
 * not refused (the goods are declared and taxed); the form shows which limits an answer exceeds.
 */
export const DECLARATION_LIMITS = {
  alcohol_distilled_floz: 77,
  alcohol_beer_floz: 288,
  alcohol_wine_floz: 128,
  cigarette_packs_us: 30,
  cigarette_packs_noncompliant: 10,
  tobacco_pounds: 1,
} as const;
export type LimitedQuantity = keyof typeof DECLARATION_LIMITS;

export function exceededLimits(quantities: Partial<Record<LimitedQuantity, number | null | undefined>>): LimitedQuantity[] {
  return (Object.keys(DECLARATION_LIMITS) as LimitedQuantity[]).filter((key) => (quantities[key] ?? 0) > DECLARATION_LIMITS[key]);
}

/** Currency in US dollars must be declared only over the threshold; other currencies are declared as carried. */
export function isDeclarableCurrency(amount: number, currency: string): boolean {
  return amount > 0 && (currency !== "USD" || amount > CURRENCY_THRESHOLD_USD);
}

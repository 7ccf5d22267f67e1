/**
 * docs/product-spec.md, part 5: numbers are read with their thousands separators removed and shown with two
 * decimals. The customs declaration is in English, hence the English separators.
 */
const AMOUNT = /^\d+(\.\d*)?$|^\.\d+$/;

/** "1,234.5" → 1234.5; an empty text → null; anything that is not an amount → NaN, which the schema refuses. */
export function parseAmount(text: string): number | null {
  const plain = text.replaceAll(",", "").trim();
  if (plain === "") return null;
  return AMOUNT.test(plain) ? Number(plain) : Number.NaN;
}

const TWO_DECIMALS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50"; no amount → "". */
export function formatAmount(value: unknown): string {
  return typeof value === "number" && Number.isFinite(value) ? TWO_DECIMALS.format(value) : "";
}

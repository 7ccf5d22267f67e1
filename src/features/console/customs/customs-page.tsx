/** Customs verification at baggage claim: scan, type or look up a trip, read it, decide. */
export function CustomsPage() {
  return null;
}

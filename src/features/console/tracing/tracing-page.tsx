/** Placeholder until this page is built (issue 14). */
export function TracingPage() {
  return null;
}

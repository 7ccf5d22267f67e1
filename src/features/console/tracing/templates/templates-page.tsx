/** Placeholder until this page is built (issue 14). */
export function TemplatesPage() {
  return null;
}

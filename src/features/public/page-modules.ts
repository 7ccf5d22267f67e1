import type { Locale } from "#domain/locales.ts";
import type { PageContent } from "#domain/public-pages/page-content.ts";
import { PUBLIC_PAGES, type PublicPageName } from "#domain/public-pages/public-pages.ts";

// One chunk per page and language: a reader downloads only the text of the page they open, in their language.
const modules = import.meta.glob<PageContent>("./content/*/*.ts", { import: "default" });

/** The page's texts in the language; the first module must exist, later ones (the terms) may not. */
export async function loadPageContent(page: PublicPageName, locale: Locale): Promise<PageContent[]> {
  const [first, ...more] = PUBLIC_PAGES[page].modules.map((name) => modules[`./content/${locale}/${name}.ts`]);
  if (!first) throw new Error(`No ${locale} text for the ${page} page`);
  return Promise.all([first, ...more.filter((load) => load !== undefined)].map((load) => load()));
}

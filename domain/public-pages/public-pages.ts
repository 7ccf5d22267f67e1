/** The public information site's pages (docs/product-spec.md, part 2): each one's address and content modules, in order. */
export const PUBLIC_PAGES = {
  help: { path: "/help", modules: ["help"] },
  memo: { path: "/memo", modules: ["memo"] },
  hotlines: { path: "/hotlines", modules: ["hotlines"] },
  faqs: { path: "/faqs", modules: ["faqs"] },
  howToRegister: { path: "/how-to-register", modules: ["how-to-register"] },
  quickStart: { path: "/quick-start", modules: ["quick-start"] },
  tour: { path: "/tour", modules: ["tour"] },
  ports: { path: "/ports", modules: ["ports"] },
  biosecurity: { path: "/customs-biosecurity", modules: ["customs-biosecurity"] },
  support: { path: "/support", modules: ["support"] },
  // The terms of use follow the privacy notice on one page when they are a module of their own.
  privacy: { path: "/privacy-statement", modules: ["privacy", "terms"] },
} as const satisfies Record<string, { path: string; modules: readonly string[] }>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** The page at an address of one segment (/memo), if the public site has one. */
export function publicPageAt(pathname: string): PublicPageName | undefined {
  return (Object.keys(PUBLIC_PAGES) as PublicPageName[]).find((name) => PUBLIC_PAGES[name].path === pathname);
}

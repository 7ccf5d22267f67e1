import { fromPromise } from "xstate";
import { type LoadedPage, publicPageMachine } from "../../../machines/public-page.machine.ts";
import { loadSiteInfo } from "../../api/site-info.ts";
import type { Locale } from "#domain/locales.ts";
import type { PublicPageName } from "#domain/public-pages/public-pages.ts";
import { loadPageContent } from "./page-modules.ts";

/** The machine of one public page with the real loads: its text in a language, and the site's details. */
export function publicPageMachineFor(page: PublicPageName) {
  return publicPageMachine.provide({
    actors: {
      loadPage: fromPromise<LoadedPage, { locale: Locale }>(async ({ input }) => {
        const [contents, site] = await Promise.all([loadPageContent(page, input.locale), loadSiteInfo()]);
        return { contents, site };
      }),
    },
  });
}

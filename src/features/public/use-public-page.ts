import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { type LoadedPage, publicPageMachine } from "../../../machines/public-page.machine.ts";
import { loadSiteInfo } from "../../api/site-info.ts";
import type { Locale } from "#domain/locales.ts";
import { useLanguage } from "../../app/shell/use-shell.ts";
import { loadPageContent } from "./page-modules.ts";
import type { PublicPageName } from "#domain/public-pages/public-pages.ts";

/** The page's machine with the real loads, following the app's language, and what the page reads from it. */
export function usePublicPage(page: PublicPageName) {
  const { locale } = useLanguage();
  const actor = useActorRef(
    publicPageMachine.provide({
      actors: {
        loadPage: fromPromise<LoadedPage, { locale: Locale }>(async ({ input }) => {
          const [contents, site] = await Promise.all([loadPageContent(page, input.locale), loadSiteInfo()]);
          return { contents, site };
        }),
      },
    }),
    { input: { locale } },
  );
  useEffect(() => actor.send({ type: "language.changed", locale }), [actor, locale]);
  return {
    loaded: useSelector(actor, (state) => state.context.loaded),
    failed: useSelector(actor, (state) => state.matches("failed")),
    reload: () => actor.send({ type: "page.reload" }),
  };
}

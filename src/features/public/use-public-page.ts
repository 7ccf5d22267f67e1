import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { publicPageMachine } from "../../../machines/public-page.machine.ts";
import type { Locale } from "#domain/locales.ts";

export type PublicPageActor = ActorRefFrom<typeof publicPageMachine>;

/** The page's machine as the page sees it, following the app's language. */
export function usePublicPage(actor: PublicPageActor, locale: Locale) {
  useEffect(() => actor.send({ type: "language.changed", locale }), [actor, locale]);
  return {
    loaded: useSelector(actor, (state) => state.context.loaded),
    failed: useSelector(actor, (state) => state.matches("failed")),
    reload: () => actor.send({ type: "page.reload" }),
  };
}

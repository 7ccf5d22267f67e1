import { assign, fromPromise, setup } from "xstate";
import type { Locale } from "#domain/locales.ts";
import type { SiteInfo } from "#domain/site-info.ts";
import type { PageContent } from "#domain/public-pages/page-content.ts";

/** A public page's texts in one language and the deployment's facts they name (mailbox, hotlines). */
export interface LoadedPage {
  contents: PageContent[];
  site: SiteInfo;
}

export interface PublicPageContext {
  locale: Locale;
  loaded: LoadedPage | undefined;
}

export type PublicPageEvent = { type: "language.changed"; locale: Locale } | { type: "page.reload" };

const never = () => new Promise<never>(() => {});

/**
 * A public information page (decision 030): its text loads in the reader's language, and again in the
 * new one when the language changes, keeping the old text on screen meanwhile; a failed load
 * (offline before the page was ever opened) can be tried again.
 */
export const publicPageMachine = setup({
  types: { context: {} as PublicPageContext, events: {} as PublicPageEvent, input: {} as { locale: Locale } },
  actors: { loadPage: fromPromise<LoadedPage, { locale: Locale }>(never) },
}).createMachine({
  id: "publicPage",
  context: ({ input }) => ({ locale: input.locale, loaded: undefined }),
  initial: "loading",
  on: {
    "language.changed": {
      guard: ({ context, event }) => event.locale !== context.locale,
      target: ".loading",
      actions: assign({ locale: ({ event }) => event.locale }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: "ready", actions: assign({ loaded: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    failed: { on: { "page.reload": "loading" } },
    ready: {},
  },
});

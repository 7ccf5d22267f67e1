import { assign, fromPromise, setup } from "xstate";
import { FALLBACK_LOCALE, type Locale } from "#domain/locales.ts";

export type LanguageEvent = { type: "language.chosen"; locale: Locale };

export interface LanguageInput {
  /** The `lang` key from local storage, when the user has chosen before. */
  storedLocale: Locale | undefined;
}

/**
 * docs/product-spec.md, part 4 "Language": the chosen language is stored and shared by the whole app; until one is
 * chosen, and whenever a catalog cannot be loaded, the app speaks English.
 */
export const languageMachine = setup({
  types: {
    context: {} as { locale: Locale; chosen: boolean },
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actions: {
    storeLocale: (_, _params: { locale: Locale }) => {},
  },
  actors: {
    activateCatalog: fromPromise<void, { locale: Locale }>(() => Promise.resolve()),
  },
}).createMachine({
  id: "language",
  context: ({ input }) => ({ locale: input.storedLocale ?? FALLBACK_LOCALE, chosen: input.storedLocale !== undefined }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "activateCatalog",
        src: "activateCatalog",
        input: ({ context }) => ({ locale: context.locale }),
        onDone: "ready",
        onError: "fallingBack",
      },
    },
    fallingBack: {
      entry: assign({ locale: FALLBACK_LOCALE }),
      invoke: {
        id: "activateFallbackCatalog",
        src: "activateCatalog",
        input: () => ({ locale: FALLBACK_LOCALE }),
        onDone: "ready",
        onError: "ready",
      },
    },
    ready: {
      on: {
        "language.chosen": {
          target: "loading",
          actions: [assign({ locale: ({ event }) => event.locale, chosen: true }), { type: "storeLocale", params: ({ event }) => ({ locale: event.locale }) }],
        },
      },
    },
  },
});

import { createActor, fromCallback, fromPromise } from "xstate";
import { type ConnectivityEvent, connectivityMachine } from "../../../machines/connectivity.machine.ts";
import { languageMachine } from "../../../machines/language.machine.ts";
import { textSizeMachine } from "../../../machines/text-size.machine.ts";
import { toastsMachine } from "../../../machines/toasts.machine.ts";
import { TEXT_INDEX_MAX, TEXT_INDEX_MIN, TOAST_TIMEOUT_MS, UPDATE_RELOAD_COUNTDOWN_S } from "#domain/constants.ts";
import { type Locale, toLocale } from "#domain/locales.ts";
import { LOCAL_KEYS, localStore, storeLanguage } from "../../lib/storage.ts";
import { activateCatalog } from "../i18n.ts";
import { registerServiceWorker } from "./service-worker.ts";

/** The app-wide machines, given their real effects; views read them through the hooks in use-shell.ts. */

const DEFAULT_TEXT_INDEX = 2;
/** Root font size for each text-size index 0–8; the layout is in rem, so everything scales. */
const ROOT_FONT_SIZES_PX = [13, 14, 16, 17, 18, 20, 22, 24, 26];

function applyTextIndex(textIndex: number): void {
  document.documentElement.style.fontSize = `${ROOT_FONT_SIZES_PX[textIndex] ?? 16}px`;
}

const storedTextIndex = Number.parseInt(localStore.get(LOCAL_KEYS.textIndex) ?? "", 10);
export const textSizeActor = createActor(
  textSizeMachine.provide({
    actions: {
      storeTextIndex: (_, { textIndex }) => {
        localStore.set(LOCAL_KEYS.textIndex, String(textIndex));
        applyTextIndex(textIndex);
      },
    },
  }),
  {
    input: {
      textIndex: Number.isNaN(storedTextIndex) ? DEFAULT_TEXT_INDEX : storedTextIndex,
      min: TEXT_INDEX_MIN,
      max: TEXT_INDEX_MAX,
    },
  },
);

export const languageActor = createActor(
  languageMachine.provide({
    actions: { storeLocale: (_, { locale }) => storeLanguage(locale) },
    actors: { activateCatalog: fromPromise<void, { locale: Locale }>(({ input }) => activateCatalog(input.locale)) },
  }),
  { input: { storedLocale: toLocale(localStore.get(LOCAL_KEYS.lang)) } },
);

export const toastsActor = createActor(toastsMachine, { input: { timeoutMs: TOAST_TIMEOUT_MS } });

let updateServiceWorker: (() => void) | undefined;

export const connectivityActor = createActor(
  connectivityMachine.provide({
    actions: {
      activateWaitingWorker: () => updateServiceWorker?.(),
      reloadPage: () => window.location.reload(),
    },
    actors: {
      countdown: fromCallback<ConnectivityEvent>(({ sendBack }) => {
        const timer = setInterval(() => sendBack({ type: "countdown.tick" }), 1000);
        return () => clearInterval(timer);
      }),
    },
  }),
  { input: { countdownSeconds: UPDATE_RELOAD_COUNTDOWN_S } },
);

export function startShellActors(): void {
  for (const actor of [textSizeActor, languageActor, toastsActor, connectivityActor]) actor.start();
  applyTextIndex(textSizeActor.getSnapshot().context.textIndex);

  const reportNetwork = () => connectivityActor.send({ type: navigator.onLine ? "network.online" : "network.offline" });
  window.addEventListener("online", reportNetwork);
  window.addEventListener("offline", reportNetwork);
  reportNetwork();

  if (import.meta.env.PROD && "serviceWorker" in navigator) whenPageLoaded(() => void registerWorker());
}

/** The worker is not needed to show the first page; it registers once the page has loaded. */
function whenPageLoaded(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

async function registerWorker(): Promise<void> {
  try {
    updateServiceWorker = await registerServiceWorker(() => connectivityActor.send({ type: "update.found" }));
  } catch (error) {
    // Blocked or unsupported here (a private window, a policy): the app works on, without offline use.
    console.warn("The service worker could not be registered", error);
  }
}

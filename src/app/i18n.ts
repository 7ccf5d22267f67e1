import { i18n, type Messages } from "@lingui/core";
import { type Locale } from "../domain/locales.ts";
import { messages as english } from "../../locales/en.po";

// English ships in the entry chunk (it is the fallback); the others load when chosen.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => Promise.resolve({ messages: english }),
  ja: () => import("../../locales/ja.po"),
  ko: () => import("../../locales/ko.po"),
  zh: () => import("../../locales/zh.po"),
};

export async function activateCatalog(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };

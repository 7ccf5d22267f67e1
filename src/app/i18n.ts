import { i18n, type Messages } from "@lingui/core";
import { type Locale } from "../domain/locales.ts";

// Every catalog, English too, is its own chunk loaded when its language is stored or chosen: a
// visitor downloads one language, and the entry carries none (decision 013).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en.po"),
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

import { i18n, type Messages } from "@lingui/core";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react";
import { type Locale, toLocale } from "#domain/locales.ts";

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/console/en.po"),
  ja: () => import("../../../locales/console/ja.po"),
  ko: () => import("../../../locales/console/ko.po"),
  zh: () => import("../../../locales/console/zh.po"),
};

/**
 * Loads the console's own messages for the language in use, now and on each change, merged into
 * the app's (i18n.load merges); true once the first language's messages have arrived or failed.
 */
export function useConsoleCatalog(): boolean {
  // The language the shell activated; the console's part follows it (the shell's own choice is the one control).
  const active = useLingui().i18n.locale;
  const locale: Locale = toLocale(active) ?? "en";
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    catalogs[locale]()
      .then(({ messages }) => {
        if (current) i18n.load(locale, messages);
      })
      // Offline with this language not cached: the console speaks English source texts.
      .catch(() => {})
      .finally(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [locale]);
  return ready;
}

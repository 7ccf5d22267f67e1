import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ja", "ko", "zh"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/src", "<rootDir>/machines"],
      exclude: ["**/node_modules/**", "<rootDir>/src/features/console/**", "<rootDir>/machines/console/**"],
    },
    // The staff console's messages: loaded only by the console, so no traveller downloads them.
    {
      path: "<rootDir>/locales/console/{locale}",
      include: ["<rootDir>/src/features/console", "<rootDir>/machines/console"],
      exclude: ["**/node_modules/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});

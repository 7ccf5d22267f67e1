import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit, machine and API tests; the end-to-end tests have their own config in tests/e2e.

export default defineConfig({
  plugins: [lingui({ macroTransform: true })],
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**"],
    globalSetup: ["tests/support/global-setup.ts"],
  },
});

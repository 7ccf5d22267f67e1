import path from "node:path";
import { defineConfig } from "vitest/config";

// End-to-end tests drive the built app in real Chromium; one file at a time keeps the two cores for the browser.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, "../.."),
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A busy CI machine can take seconds to render; expect.poll's default second is too short there.
    expect: { poll: { timeout: 10_000 } },
  },
});

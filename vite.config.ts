import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate|@lingui|ofetch|ufo|destr|use-sync-external-store)[\\/]/;

// Small modules the entry and most pages share: one file rather than one request each.
const SHARED_SMALL_MODULES =
  /(src[\\/](domain[\\/](constants|locales|genders|symptom-codes)|lib[\\/]storage)\.ts$)|(vite[\\/]preload-helper)/;

export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, failOnMissing: "catalog", failOnCompileError: true }),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icon.svg"],
      manifest: {
        name: "Travel Declaration and Contact Tracing",
        short_name: "Travel",
        description: "Travel declarations, trip QR codes and the digital logbook of the commonwealth.",
        theme_color: "#0b4f8a",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/app",
        icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        navigateFallback: "/index.html",
        // /oauth must come from the server, with the opener policy the popup needs.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/oauth/],
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      },
    }),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with travel as one file: one request and one gzip stream
          // instead of the six pieces the splitter cut them into (2.8 KB less on the guest page).
          groups: [
            { name: "framework", test: EVERY_PAGE_LIBRARIES },
            { name: "shared", test: SHARED_SMALL_MODULES },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:8080" } },
});

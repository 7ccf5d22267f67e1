import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

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
  build: { target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://localhost:8080" } },
});

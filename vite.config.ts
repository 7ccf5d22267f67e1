import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate|@lingui|ofetch|ufo|destr|use-sync-external-store)[\\/]/;

/**
 * Preload lists of lazy imports (what Vite fetches alongside the imported chunk). The chunks the
 * entry imports itself are loaded before any lazy import runs, so they are never listed (0.1 KB).
 * The route table lives in the entry, which every first visit downloads: there, listing each page's
 * nested chunks cost ~100 bytes gzip per route on every first load, for a head start that helps only
 * a first visit of that page before the service worker has stored everything. Only the pages people
 * arrive on from a QR or a link keep their lists (the guest check-in page and /app); opening
 * another page for the first time fetches its nested chunks after the page's own (0.6 KB less on
 * the guest page's first load with the trip routes). CSS is always listed: Vite adds it after this.
 */
const ENTRY_LOADED_CHUNKS = /^assets\/(framework|shared|rolldown-runtime|index)-/;
const ENTRY_CHUNK = /^assets\/index-/;
const PRELOADED_PAGES = /^assets\/(guest-logbook-page|app-page)-/;

// Small modules the entry and most pages share: one file rather than one request each.
// The shell's actors and the catalog loader are named too: the bundler otherwise cut them into a file
// of their own once lazy pages imported them (0.2 KB gzip more on the guest page); so are the few
// small modules every call's failure goes through (decision 042), 1 KB gzip less than four files.
// The symptom step's machine, which the guest page, the scan, the trip's health step and the diary
// share, travels here too rather than as a file of its own (0.3 KB gzip less on the guest page).
const SHARED_SMALL_MODULES =
  /([\\/]domain[\\/](constants|locales|genders|symptom-codes)\.ts$)|([\\/]machines[\\/]symptoms\.machine\.ts$)|([\\/]machines[\\/]call-failure\.ts$)|(src[\\/](lib[\\/]storage|app[\\/](i18n|shell[\\/]shell-actors)|api[\\/](failed-call|failure-text)|ui[\\/]use-failure-text)\.ts$)|(vite[\\/]preload-helper)/;

/**
 * The source files whose messages the guest check-in page's first screen shows: the shell (not the
 * traveller's session, which that page never starts), the maintenance page and 'You are about to
 * enter'. The page starts with only these messages (decision 013) and loads the
 * whole catalog before it shows anything else; a message missing from here still appears, a
 * moment later, through that whole catalog.
 */
const FIRST_SCREEN_SOURCES =
  /^(src\/main\.tsx|src\/(app\/(?!session\/)|api\/(?!error-texts\.ts)|lib\/|features\/errors\/maintenance-page).*|machines\/.*|src\/features\/logbook\/guest\/(guest-logbook-page|entry-screen|use-guest-logbook)\.tsx?)$/;
const FIRST_SCREEN_CATALOG = "virtual:first-screen-catalog/";
/**
 * The route table holds every page's title, but the first screen shows only the guest page's: of
 * the table's messages only that one joins the first-screen part, which then does not grow with
 * every route added.
 */
const ROUTE_TABLE = "src/app/router.tsx";
const FIRST_SCREEN_ROUTE = `path: "/g/logbook/:uuid"`;

function firstScreenRouteTitle(): string {
  const route = readFileSync(fileURLToPath(new URL(ROUTE_TABLE, import.meta.url)), "utf8")
    .split("\n")
    .find((line) => line.includes(FIRST_SCREEN_ROUTE));
  const title = route && /title: msg`([^`]+)`/.exec(route)?.[1];
  if (!title) throw new Error(`${ROUTE_TABLE}: no title on the line of ${FIRST_SCREEN_ROUTE}`);
  return title;
}

/** `virtual:first-screen-catalog/{locale}`: the compiled messages of FIRST_SCREEN_SOURCES in that language. */
function firstScreenCatalogs(): Plugin {
  return {
    name: "first-screen-catalogs",
    resolveId: (id) => (id.startsWith(FIRST_SCREEN_CATALOG) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${FIRST_SCREEN_CATALOG}`)) return undefined;
      const locale = id.slice(FIRST_SCREEN_CATALOG.length + 1);
      const config = getConfig();
      const catalog = (await getCatalogs(config))[0];
      if (!catalog) throw new Error("lingui.config.ts names no catalog.");
      this.addWatchFile(catalog.getFilename(locale));
      this.addWatchFile(ROUTE_TABLE);
      const entries = (await catalog.read(locale)) ?? {};
      const { messages } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale,
        fallbackLocales: config.fallbackLocales,
        missingBehavior: "catalog",
      });
      const routeTitle = firstScreenRouteTitle();
      const shown = Object.entries(messages).filter(([key]) =>
        entries[key]?.origin?.some(([file]) => (file === ROUTE_TABLE ? entries[key]?.message === routeTitle : FIRST_SCREEN_SOURCES.test(file))),
      );
      return createCompiledCatalog(locale, Object.fromEntries(shown), { namespace: "es" }).source;
    },
  };
}

/**
 * Branches of react-router's Link and route error boundary that run only in its framework mode or
 * under a React Server Components router, neither of which the app's <BrowserRouter> provides:
 * Link's prefetching answers "no prefetch" whenever there is no FrameworkContext, and the error
 * boundary reads RSC error digests only when RSCRouterContext is true (its default is false). Each
 * is fixed to what it always is here, so the bundler drops the prefetch links, route-module
 * loading and RSC redirect handling behind them (2.3 KB gzip on every page). The chunk that holds
 * Link is recognised by `usePrefetchBehavior`; the build fails if one of these no longer reads as
 * expected, rather than shipping that code again unnoticed.
 */
const UNUSED_ROUTER_MODES: [RegExp, string][] = [
  [
    /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    "const shouldPrefetch = false, prefetchRef = undefined, prefetchHandlers = {};",
  ],
  [/if \(this\.context && typeof error === "object"/, 'if (false && typeof error === "object"'],
  [/if \(this\.context\) \{(\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler)/, "if (false) {$1"],
];
const ROUTER_LINK_CHUNK = "function usePrefetchBehavior(";

function withoutUnusedRouterModes(code: string): string {
  return UNUSED_ROUTER_MODES.reduce((patched, [pattern, replacement]) => {
    if (!pattern.test(patched)) throw new Error(`react-router's build has changed: ${pattern} is not found (vite.config.ts, UNUSED_ROUTER_MODES)`);
    return patched.replace(pattern, replacement);
  }, code);
}

/**
 * react-router's build creates its components and contexts at module level without pure
 * annotations and then names them (`NavLink.displayName = "NavLink"`), so the bundler must keep
 * every one of them, used or not: NavLink, Form and the framework mode's prefetching came along
 * with Link (1.9 KB gzip on every page). The calls are marked pure and the names, which only
 * React's developer tools read, are dropped; then the modes the app does not use (above).
 */
function reactRouterTreeShaking(): Plugin {
  let linkChunkSeen = false;
  return {
    name: "react-router-tree-shaking",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return undefined;
      const isLinkChunk = code.includes(ROUTER_LINK_CHUNK);
      linkChunkSeen ||= isLinkChunk;
      return (isLinkChunk ? withoutUnusedRouterModes(code) : code)
        .replace(/^[\w$]+\.displayName = "[\w.]+";$/gm, "")
        .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm, "var $1 = /* @__PURE__ */ $2");
    },
    generateBundle() {
      if (!linkChunkSeen) this.error(`react-router's build has changed: no module holds ${ROUTER_LINK_CHUNK} (vite.config.ts, UNUSED_ROUTER_MODES)`);
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json)$/;
const WORTH_COMPRESSING_BYTES = 1024;

/**
 * Writes a brotli and a gzip copy beside each text file of the build, which the server sends to a
 * browser that accepts them (server/http/static-app.ts): a slow phone downloads the guest page's
 * scripts in a third of the bytes, and the server spends no time compressing.
 */
function precompressedAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "precompressed-assets",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = readFileSync(file);
          if (content.length < WORTH_COMPRESSING_BYTES) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
        }
      },
    },
  };
}

/**
 * The passport scanner's OCR (decision 063): tesseract.js's worker, its WebAssembly core (SIMD, LSTM
 * only: every browser the app supports has SIMD) and the English model, served from our own origin
 * under one hashed folder, since the worker asks for the model by folder and file name.
 * `virtual:passport-ocr` gives their addresses; nothing imports it before the scanner opens, and the
 * service worker does not store them (4 MB that most visits never use).
 */
const PASSPORT_OCR = "virtual:passport-ocr";
const PASSPORT_OCR_FILES = {
  worker: "node_modules/tesseract.js/dist/worker.min.js",
  core: "node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
  model: "node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
};
const PASSPORT_OCR_DEV_FOLDER = "/@passport-ocr";

function passportOcr(): Plugin {
  let folder = PASSPORT_OCR_DEV_FOLDER;
  const files = Object.values(PASSPORT_OCR_FILES);
  return {
    name: "passport-ocr",
    configureServer(server) {
      server.middlewares.use(PASSPORT_OCR_DEV_FOLDER, (request, response) => {
        const file = files.find((name) => `/${path.basename(name)}` === request.url);
        if (!file) return void response.writeHead(404).end();
        response.setHeader("content-type", file.endsWith(".js") ? "text/javascript" : "application/octet-stream");
        response.end(readFileSync(file));
      });
    },
    buildStart() {
      if (this.meta.watchMode) return;
      const hash = createHash("sha256");
      for (const file of files) hash.update(readFileSync(file));
      folder = `/assets/passport-ocr-${hash.digest("hex").slice(0, 7)}`;
      for (const file of files) this.emitFile({ type: "asset", fileName: `${folder.slice(1)}/${path.basename(file)}`, source: readFileSync(file) });
    },
    resolveId: (id) => (id === PASSPORT_OCR ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${PASSPORT_OCR}`) return undefined;
      const at = (file: string) => JSON.stringify(`${folder}/${path.basename(file)}`);
      return [
        `export const workerPath = ${at(PASSPORT_OCR_FILES.worker)};`,
        `export const corePath = ${at(PASSPORT_OCR_FILES.core)};`,
        `export const langPath = ${JSON.stringify(folder)};`,
      ].join("\n");
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    lingui({ macroTransform: true, failOnMissing: "catalog", failOnCompileError: true }),
    firstScreenCatalogs(),
    reactRouterTreeShaking(),
    precompressedAssets(),
    passportOcr(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icon.svg", "crest.svg", "apple-touch-icon.png"],
      manifest: {
        name: "Commonwealth Travel Declaration",
        short_name: "Travel",
        description: "Travel declarations, trip QR codes and the digital logbook of the commonwealth.",
        // The splash screen: the icon on the header's blue, as the app opens on it.
        theme_color: "#0b4f8a",
        background_color: "#0b4f8a",
        display: "standalone",
        start_url: "/app",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      workbox: {
        navigateFallback: "/index.html",
        // /oauth must come from the server, with the opener policy the popup needs.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/oauth/],
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        globIgnores: ["assets/passport-ocr-*/**"],
        // The web push handlers (decision 029): shows a push and opens the app on a tap.
        importScripts: ["/push-handler.js"],
      },
    }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the pre-18 shims @xstate/react and @lingui/react import
    // would ship a fallback (and CommonJS wrappers) that never runs.
    alias: [
      // react-router publishes a production build (no development warnings) that its exports never select.
      { find: /^react-router$/, replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector" },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("src/app/vendor/use-sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  build: {
    target: "es2022",
    // Every browser the app supports preloads modules itself (Safari 17, Firefox 115); an older one
    // loads the same modules, only without the head start, so the polyfill is not shipped.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) =>
        ENTRY_CHUNK.test(hostId) && !PRELOADED_PAGES.test(file) ? [] : deps.filter((dep) => !ENTRY_LOADED_CHUNKS.test(dep)),
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Seven characters tell a file's versions apart (the fewest the bundler accepts for this many files); every name
        // is spelled again in the entry's preload lists, where the hash is what gzip cannot shrink.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
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

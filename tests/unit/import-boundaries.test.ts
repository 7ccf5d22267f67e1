// The import boundaries of docs/architecture.md are Biome's noRestrictedImports rules in biome.json.
// This proves they bite: files planted at the places named below, linted with the repository's own
// biome.json in a scratch folder (so the shared tree never holds them), are refused or let through.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Diagnostic {
  category: string;
  location: { path: string | null };
}

const root = resolve(import.meta.dirname, "../..");
const biome = join(root, "node_modules/@biomejs/biome/bin/biome");

const refused: Record<string, string> = {
  "domain/planted-src.ts": "../src/app/route-paths.ts",
  "domain/staff/planted-machines.ts": "../../machines/auth.machine.ts",
  "domain/planted-server.ts": "../server/config.ts",
  "machines/planted-src.ts": "../src/api/client.ts",
  "machines/console/planted-server.ts": "../../server/config.ts",
  "server/customs/planted-src.ts": "../../src/app/route-paths.ts",
  "server/planted-machines.ts": "../machines/trip.machine.ts",
  "src/api/planted-server.ts": "../../server/config.ts",
  "src/features/home/planted-feature.ts": "../trips/flow/trip-labels.ts",
  "src/features/trips/flow/planted-feature.ts": "../../profile/countries.ts",
  "src/features/console/customs/planted-feature.ts": "../../trips/flow/trip-labels.ts",
  "src/features/console/customs/planted-server.ts": "../../../../server/customs/customs-routes.ts",
  "src/features/auth/planted-feature.ts": "../../features/trips/trip-home-area.tsx",
};

const allowed: Record<string, string> = {
  "domain/planted-own.ts": "./constants.ts",
  "machines/planted-domain.ts": "#domain/constants.ts",
  "server/planted-domain.ts": "#domain/trips.ts",
  "src/features/console/customs/planted-machine.ts": "../../../../machines/console/customs-check.machine.ts",
  "src/features/console/customs/planted-api.ts": "../../../api/client.ts",
  "src/features/console/customs/planted-own.ts": "../tracing/case-facts-form.tsx",
  "src/features/trips/flow/planted-own.ts": "../forms/survey-labels.ts",
  "src/features/trips/planted-app.ts": "../../app/route-paths.ts",
};

let scratch = "";
let reported: Diagnostic[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  copyFileSync(join(root, "biome.json"), join(scratch, "biome.json"));
  for (const [file, specifier] of Object.entries({ ...refused, ...allowed })) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), `import { planted } from "${specifier}";\n\nexport const used = planted;\n`);
  }
  const run = spawnSync(process.execPath, [biome, "lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: scratch,
    encoding: "utf8",
  });
  reported = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const restricted = (file: string) =>
  reported.filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports" && diagnostic.location.path === file);

describe("import boundaries (biome.json)", () => {
  it.each(Object.entries(refused))("refuses %s importing %s", (file) => {
    expect(restricted(file)).toHaveLength(1);
  });

  it.each(Object.entries(allowed))("lets %s import %s", (file) => {
    expect(restricted(file)).toEqual([]);
  });

  it("reports nothing else about the planted files", () => {
    expect(reported.filter((diagnostic) => diagnostic.category !== "lint/style/noRestrictedImports")).toEqual([]);
  });
});

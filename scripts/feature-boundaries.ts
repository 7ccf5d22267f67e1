// Writes biome.json's feature-boundary overrides from the tree: one override per depth below
// src/features/<feature>/ refusing any other feature, and one per importing feature and depth that
// lists the cross-feature imports it still has as exceptions (decision 046). Run it after removing a
// cross-feature import, to drop its exception: `node scripts/feature-boundaries.ts`, then
// `npx biome format --write biome.json`. It never adds a rule for code that has none.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { level: string; options: { patterns: Pattern[] } } } } };
}
interface Pattern {
  group: string[];
  message: string;
}

const FEATURES = "src/features";
const MESSAGE = "A feature imports no other feature's insides (docs/architecture.md): move what both need to src/ui, src/lib or domain/.";
const SRC_FLOOR: Pattern = {
  group: ["../**/server/**"],
  message: "src/ never imports server/; it talks to the server through src/api (docs/architecture.md).",
};
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;
const up = (count: number) => "../".repeat(count);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** "../*" at the depth that reaches src/features/, except going further up, and src/features/ named from src/. */
function featureGroup(depth: number, allowed: string[]): Pattern {
  const refused = [`${up(depth + 1)}*/**`, `!${up(depth + 2)}**`, `${up(depth + 2)}features/**`];
  return { group: [...refused, ...allowed.map((specifier) => `!${specifier}`)], message: MESSAGE };
}

function override(includes: string, depth: number, allowed: string[] = []): Override {
  return {
    includes: [includes],
    linter: { rules: { style: { noRestrictedImports: { level: "error", options: { patterns: [SRC_FLOOR, featureGroup(depth, allowed)] } } } } },
  };
}

const exceptions = new Map<string, Set<string>>();
let maxDepth = 0;
for (const file of sourceFiles(FEATURES)) {
  const parts = file.split("/");
  const feature = parts[2] ?? "";
  const depth = parts.length - 4;
  maxDepth = Math.max(maxDepth, depth);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (!specifier?.startsWith(".")) continue;
    const target = normalize(join(dirname(file), specifier)).split("/");
    if (target[0] !== "src" || target[1] !== "features" || target[2] === feature) continue;
    const key = `${FEATURES}/${feature}/${"*/".repeat(depth)}*`;
    exceptions.set(key, (exceptions.get(key) ?? new Set()).add(specifier));
  }
}

const featureOverrides = [
  ...Array.from({ length: maxDepth + 1 }, (_, depth) => override(`${FEATURES}/*/${"*/".repeat(depth)}*`, depth)),
  ...[...exceptions.keys()].sort().map((key) => override(key, key.split("/").length - 4, [...(exceptions.get(key) ?? [])].sort())),
];

const config = JSON.parse(readFileSync("biome.json", "utf8")) as { overrides: Override[] };
const others = config.overrides.filter((entry) => !entry.includes.some((glob) => glob.startsWith(`${FEATURES}/`)));
config.overrides = [...others, ...featureOverrides];
writeFileSync("biome.json", `${JSON.stringify(config, null, 2)}\n`);
const count = [...exceptions.values()].reduce((sum, set) => sum + set.size, 0);
console.log(`biome.json: ${count} cross-feature imports listed as exceptions in ${exceptions.size} overrides`);

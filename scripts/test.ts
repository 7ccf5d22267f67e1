// `npm test`: every check in order, then one line saying how many tests ran. Run through npm, so
// node_modules/.bin is on PATH.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

function vitest(title: string, config: string, report: string): boolean {
  rmSync(report, { force: true });
  return run(title, "vitest", ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
}

const steps = [
  // Lint (import boundaries included, docs/architecture.md) and format check, both from biome.json.
  { name: "lint and format", ok: run("Lint and format", "biome", ["ci", "."]) },
  { name: "typecheck", ok: run("Typecheck", "tsc", ["--noEmit", "-p", "tsconfig.json"]) },
  { name: "build (catalogs complete)", ok: run("Build", "npm", ["run", "build"]) },
  { name: "unit, machine and API tests", ok: vitest("Unit, machine and API tests", "vitest.config.ts", `${RESULTS}/tests.json`) },
  { name: "end-to-end tests", ok: vitest("End-to-end tests in Chromium", "tests/e2e/vitest.config.ts", `${RESULTS}/e2e.json`) },
];

const reports = [`${RESULTS}/tests.json`, `${RESULTS}/e2e.json`]
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, "utf8")) as VitestReport);
const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
const failed = reports.reduce((sum, report) => sum + report.numFailedTests, 0);
const skipped = reports.reduce((sum, report) => sum + report.numPendingTests, 0);
const failedSteps = steps.filter((step) => !step.ok).map((step) => step.name);

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(failedSteps.length === 0 ? "all steps passed" : `failed steps: ${failedSteps.join(", ")}`);
process.exit(failedSteps.length === 0 ? 0 : 1);

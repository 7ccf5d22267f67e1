import type { TestProject } from "vitest/node";
import { buildWebApp } from "./web-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    webBuild: string;
  }
}

/** One production build of the web app, shared by the test files that need no build settings of their own. */
export default async function setup(project: TestProject) {
  project.provide("webBuild", await buildWebApp());
}

import cluster from "node:cluster";
import { loadConfig } from "./config.ts";
import { runPrimary } from "./processes/primary.ts";
import { protectDataFiles } from "./security/data-file-modes.ts";

const config = loadConfig();
protectDataFiles(config);
if (config.serverProcesses > 1 && cluster.isPrimary) {
  runPrimary(config.serverProcesses);
} else {
  // The primary of several processes serves nothing, so it loads none of the server.
  const { serve } = await import("./processes/serve.ts");
  await serve(config);
}

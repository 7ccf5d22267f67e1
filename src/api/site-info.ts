import * as v from "valibot";
import { SiteInfo } from "../domain/site-info.ts";
import { api } from "./client.ts";

let loaded: Promise<SiteInfo> | undefined;

/**
 * GET /api/v2/site-info: the deployment's landing address, support mailbox and hotlines. They change
 * only with a server restart, so one answer serves the tab; a failed call is tried again next time.
 */
export function loadSiteInfo(): Promise<SiteInfo> {
  loaded ??= api("/api/v2/site-info").then((answer: unknown) => v.parse(SiteInfo, answer));
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

import * as v from "valibot";
import { SiteInfo } from "#domain/site-info.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";

let loaded: Promise<SiteInfo> | undefined;

// The last answer, so the hotlines and the support mailbox still show offline (the pages' code is cached).
function remembered(): SiteInfo | undefined {
  try {
    const result = v.safeParse(SiteInfo, JSON.parse(localStore.get(LOCAL_KEYS.siteInfo) ?? "null"));
    return result.success ? result.output : undefined;
  } catch {
    // Not JSON: as if nothing were remembered.
    return undefined;
  }
}

function remember(info: SiteInfo): SiteInfo {
  localStore.set(LOCAL_KEYS.siteInfo, JSON.stringify(info));
  return info;
}

// Not through the app's client: this background call has no session to send, and a failure is
// answered by the remembered copy, not by an error message over the page.
async function fetchSiteInfo(): Promise<unknown> {
  const response = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ""}/api/v2/site-info`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/v2/site-info answered ${response.status}`);
  return response.json();
}

/**
 * GET /api/v2/site-info: the deployment's landing address, support mailbox and hotlines. They change
 * only with a server restart, so one answer serves the tab; without an answer the last one known on
 * this device is used, and with neither the call is tried again next time.
 */
export function loadSiteInfo(): Promise<SiteInfo> {
  loaded ??= fetchSiteInfo()
    .then((answer) => remember(v.parse(SiteInfo, answer)))
    .catch((error: unknown) => {
      loaded = undefined;
      const known = remembered();
      if (known) return known;
      throw error;
    });
  return loaded;
}

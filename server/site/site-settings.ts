import * as v from "valibot";
import { Hotline, type SiteInfo } from "#domain/site-info.ts";

/**
 * Development's hotlines; a deployment sets its own in SITE_HOTLINES. 911 is the commonwealth's
 * emergency number; the others are placeholders in the 555-01xx range reserved for fiction.
 */
const DEVELOPMENT_HEALTH_HOTLINE = "+1 670 555 0100";
const DEVELOPMENT_HOTLINES: SiteInfo["hotlines"] = [
  { kind: "emergency", name: "Police, fire and ambulance", number: "911" },
  { kind: "other", name: "Health hotline", number: DEVELOPMENT_HEALTH_HOTLINE },
  { kind: "other", name: "Customs and biosecurity", number: "+1 670 555 0101" },
  { kind: "other", name: "Visitors bureau", number: "+1 670 555 0102" },
];

const Hotlines = v.array(Hotline);

/** SITE_LANDING_URL, SUPPORT_EMAIL and SITE_HOTLINES (a JSON array of {kind, name, number}); the last two are required in production. */
export function parseSiteInfo(env: NodeJS.ProcessEnv, production: boolean): SiteInfo {
  const supportEmail = env.SUPPORT_EMAIL || undefined;
  if (production && !supportEmail) throw new Error("SUPPORT_EMAIL must be set in production");
  if (production && !env.SITE_HOTLINES) throw new Error("SITE_HOTLINES must be set in production");
  return {
    landing_url: env.SITE_LANDING_URL || "/help",
    support_email: supportEmail ?? "support@example.org",
    hotlines: env.SITE_HOTLINES ? parseHotlines(env.SITE_HOTLINES) : DEVELOPMENT_HOTLINES,
  };
}

function parseHotlines(json: string): SiteInfo["hotlines"] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("SITE_HOTLINES must be valid JSON");
  }
  const result = v.safeParse(Hotlines, value);
  if (!result.success) throw new Error(`SITE_HOTLINES is not valid: ${v.getDotPath(result.issues[0]) ?? ""} ${result.issues[0].message}`.trim());
  return result.output;
}

/** HEALTH_HOTLINE, as dialled; development's placeholder health line outside production, required in it. */
export function parseHealthHotline(env: NodeJS.ProcessEnv, production: boolean): string {
  if (!env.HEALTH_HOTLINE) {
    if (production) throw new Error("HEALTH_HOTLINE must be set in production");
    return DEVELOPMENT_HEALTH_HOTLINE;
  }
  if (!v.is(Hotline.entries.number, env.HEALTH_HOTLINE)) throw new Error("HEALTH_HOTLINE must be a number as dialled: digits, +, spaces or hyphens");
  return env.HEALTH_HOTLINE;
}

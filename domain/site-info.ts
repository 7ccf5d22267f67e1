import * as v from "valibot";

/**
 * GET /api/v2/site-info (decision 030): the facts of the public site that the deployment sets at run time
 * (SITE_LANDING_URL, SUPPORT_EMAIL, SITE_HOTLINES), not the code or the build.
 */
export const HOTLINE_KINDS = ["emergency", "other"] as const;
export const Hotline = v.object({
  kind: v.picklist(HOTLINE_KINDS),
  /** English name of the line (e.g. "Police"); the app shows a translated name for the known ones. */
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  /** As dialled: digits, "+", spaces or hyphens. */
  number: v.pipe(v.string(), v.regex(/^\+?[0-9][0-9 -]{1,30}$/)),
});
export type Hotline = v.InferOutput<typeof Hotline>;

export const SiteInfo = v.object({
  landing_url: v.string(),
  support_email: v.string(),
  hotlines: v.array(Hotline),
});
export type SiteInfo = v.InferOutput<typeof SiteInfo>;

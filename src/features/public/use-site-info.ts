import { useEffect, useState } from "react";
import { loadSiteInfo } from "../../api/site-info.ts";
import type { SiteInfo } from "#domain/site-info.ts";

/** The deployment's site facts once they have arrived (undefined until then, or when they cannot be had). */
export function useSiteInfo(): SiteInfo | undefined {
  const [site, setSite] = useState<SiteInfo>();
  useEffect(() => {
    let shown = true;
    loadSiteInfo().then(
      (answer) => shown && setSite(answer),
      () => {},
    );
    return () => {
      shown = false;
    };
  }, []);
  return site;
}

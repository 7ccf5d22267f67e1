import { type ReactNode, useLayoutEffect, useState } from "react";

/**
 * The guest page's first screen as its HTML painted it before any script ran (#door-shell,
 * server/logbook/door-shell.ts, decision 061), until the app draws its own: the app's first draw
 * takes it over (its header is the app's own), and a wait shows it in the page's place.
 */
let painted = globalThis.document?.getElementById("door-shell")?.querySelector("main")?.innerHTML;

/**
 * The painted screen, else `otherwise`. The HTML's copy leaves the page as this appears; once this is
 * gone (the page drew its own screen, failed or was left), a later wait shows `otherwise`.
 */
export function DoorScreen({ otherwise }: { otherwise: ReactNode }) {
  const [html] = useState(() => painted);
  useLayoutEffect(() => {
    document.getElementById("door-shell")?.remove();
    return () => {
      painted = undefined;
    };
  }, []);
  return html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, written and escaped by the server (door-shell.ts); the CSP runs no inline script anyway.
    <div className="door-screen" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    otherwise
  );
}

import { Fragment, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { SiteInfo } from "#domain/site-info.ts";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The deployment's values in place of {supportEmail} and {landingUrl}. */
export function fillPlaceholders(text: string, site: SiteInfo): string {
  return text.replaceAll("{supportEmail}", site.support_email).replaceAll("{landingUrl}", site.landing_url);
}

/** Text of a content module with its [text](address) links: the app's own pages open without a reload. */
export function InlineText({ text, site }: { text: string; site: SiteInfo }) {
  const filled = fillPlaceholders(text, site);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    parts.push(filled.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(filled.slice(last));
  return <Fragment>{parts}</Fragment>;
}

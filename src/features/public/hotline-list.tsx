import type { SiteInfo } from "#domain/site-info.ts";
import type { PageBlock } from "#domain/public-pages/page-content.ts";

type HotlinesBlock = Extract<PageBlock, { kind: "hotlines" }>;

/** tel: wants the number as dialled, without the spaces and hyphens that make it readable. */
export function telephoneLink(number: string): string {
  return `tel:${number.replace(/[ -]/g, "")}`;
}

/** The deployment's hotlines as large tap-to-call links, emergency lines first. */
export function HotlineList({ block, site }: { block: HotlinesBlock; site: SiteInfo }) {
  const lines = site.hotlines
    .filter((line) => block.lines === undefined || line.kind === block.lines)
    .sort((a, b) => Number(a.kind !== "emergency") - Number(b.kind !== "emergency"));
  return (
    <ul className="hotline-list">
      {lines.map((line) => (
        <li key={`${line.kind}-${line.number}`} className={`hotline hotline-${line.kind}`}>
          <a href={telephoneLink(line.number)}>
            <span className="hotline-name">{block.names?.[line.name] ?? line.name}</span>
            <span className="hotline-number">{line.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

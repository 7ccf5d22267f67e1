import type { SiteInfo } from "#domain/site-info.ts";
import type { PageContent } from "#domain/public-pages/page-content.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { InlineText } from "./inline-text.tsx";
import { PageBlock } from "./page-block.tsx";

/**
 * A page's content modules. The header already shows the page's title (h1): one module's sections are
 * h2; several (the privacy notice and the terms) each get their title as h2, their sections h3.
 */
export function PageBody({ contents, site }: { contents: PageContent[]; site: SiteInfo }) {
  const titled = contents.length > 1;
  const sectionLevel: HeadingLevel = titled ? 3 : 2;
  const blockLevel: HeadingLevel = titled ? 4 : 3;
  return contents.map((content) => (
    <div key={content.title} className="page-content">
      {titled && (
        <h2 className="content-title" data-text-block>
          {content.title}
        </h2>
      )}
      {content.lead && (
        <p className="content-lead" data-text-block>
          <InlineText text={content.lead} site={site} />
        </p>
      )}
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <Heading level={sectionLevel} id={`${section.id}-heading`} data-text-block>
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <PageBlock key={index} block={block} level={blockLevel} site={site} />
          ))}
        </section>
      ))}
    </div>
  ));
}

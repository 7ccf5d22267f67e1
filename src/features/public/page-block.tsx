import type { SiteInfo } from "#domain/site-info.ts";
import type { PageBlock as Block } from "#domain/public-pages/page-content.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { HotlineList } from "./hotline-list.tsx";
import { InlineText } from "./inline-text.tsx";
import { Step, StepThrough } from "./step-through.tsx";

/**
 * One block of a content module. Elements holding the module's text are marked data-text-block: the
 * end-to-end test compares them across languages (the hotlines are the deployment's, not the text's).
 */
export function PageBlock({ block, level, site }: { block: Block; level: HeadingLevel; site: SiteInfo }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p data-text-block>
          <InlineText text={block.text} site={site} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className="content-list">
          {block.items.map((item) => (
            <li key={item} data-text-block>
              <InlineText text={item} site={site} />
            </li>
          ))}
        </List>
      );
    }
    case "steps":
      if (block.oneAtATime) return <StepThrough block={block} level={level} site={site} />;
      return (
        <ol className="steps">
          {block.items.map((step) => (
            <li key={step.title}>
              <Step step={step} level={level} site={site} />
            </li>
          ))}
        </ol>
      );
    case "questions":
      return (
        <div className="questions">
          {block.items.map((item) => (
            <div key={item.question} className="question">
              <Heading level={level} data-text-block>
                {item.question}
              </Heading>
              <p data-text-block>
                <InlineText text={item.answer} site={site} />
              </p>
            </div>
          ))}
        </div>
      );
    case "table":
      // Scrolls on its own on a narrow phone; the page itself never scrolls sideways.
      return (
        <div className="table-scroll" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption data-text-block>{block.caption}</caption>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" data-text-block>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" data-text-block>
                        {cell}
                      </th>
                    ) : (
                      <td key={index} data-text-block>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "hotlines":
      return <HotlineList block={block} site={site} />;
  }
}

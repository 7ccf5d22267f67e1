import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { SiteInfo } from "#domain/site-info.ts";
import type { PageBlock } from "#domain/public-pages/page-content.ts";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { InlineText } from "./inline-text.tsx";

type StepsBlock = Extract<PageBlock, { kind: "steps" }>;

/** A step, with its picture when it has one. */
export function Step({ step, level, site }: { step: StepsBlock["items"][number]; level: HeadingLevel; site: SiteInfo }) {
  return (
    <>
      <Heading level={level} className="step-title" data-text-block>
        {step.title}
      </Heading>
      <p data-text-block>
        <InlineText text={step.text} site={site} />
      </p>
      {step.image && <img className="step-image" src={step.image} alt={step.imageAlt ?? ""} loading="lazy" width={390} height={844} />}
    </>
  );
}

/**
 * The tour: one step on screen at a time, with Back and Next, and the way into the app at the end.
 * Every step stays in the document (hidden), so its text is found and read in order.
 */
export function StepThrough({ block, level, site }: { block: StepsBlock; level: HeadingLevel; site: SiteInfo }) {
  const [shown, setShown] = useState(0);
  const count = block.items.length;
  const number = shown + 1;
  return (
    <div className="step-through">
      <p className="step-count" aria-live="polite">
        <Trans>
          Step {number} of {count}
        </Trans>
      </p>
      <ol className="steps">
        {block.items.map((step, index) => (
          <li key={step.title} hidden={index !== shown}>
            <Step step={step} level={level} site={site} />
          </li>
        ))}
      </ol>
      <div className="step-actions">
        <button type="button" className="button secondary" disabled={shown === 0} onClick={() => setShown(shown - 1)}>
          <Trans>Previous</Trans>
        </button>
        {shown < count - 1 ? (
          <button type="button" className="button primary" onClick={() => setShown(shown + 1)}>
            <Trans>Next</Trans>
          </button>
        ) : (
          <Link className="button primary" to="/app">
            <Trans>Open the app</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}

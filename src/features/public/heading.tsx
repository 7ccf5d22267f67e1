import type { HTMLAttributes } from "react";

export type HeadingLevel = 2 | 3 | 4;

/** A heading one level below its section's, so the outline has no gaps whichever page it is on. */
export function Heading({ level, ...props }: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement> & { "data-text-block"?: boolean }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

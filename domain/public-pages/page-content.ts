import type { Hotline } from "../site-info.ts";

/**
 * A public page's text in one language (decision 030). Long texts live in these modules, one per page and
 * language, loaded with the page, rather than in the app's message catalog, which every screen loads.
 */
export interface PageContent {
  title: string;
  /** Shown under the title, e.g. "Last modified: September 2023". */
  lead?: string;
  sections: PageSection[];
}

export interface PageSection {
  /** Anchor of the section (#children), stable across languages. */
  id: string;
  heading: string;
  blocks: PageBlock[];
}

/**
 * Inline text may hold links written as [text](/path) or [text](mailto:…) and placeholders the page
 * fills at run time: {supportEmail}, {landingUrl}.
 */
export type PageBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered?: boolean; items: string[] }
  /** `oneAtATime`: shown as a step-through with Back and Next (the tour); `imageAlt` says what the picture shows. */
  | { kind: "steps"; oneAtATime?: boolean; items: { title: string; text: string; image?: string; imageAlt?: string }[] }
  | { kind: "questions"; items: { question: string; answer: string }[] }
  | { kind: "table"; caption: string; header: string[]; rows: string[][] }
  /**
   * The deployment's hotlines (SITE_HOTLINES), as tap-to-call links: `lines` keeps one kind, `names`
   * translates the English names of lines the text knows (a line not named here keeps its own name).
   */
  | { kind: "hotlines"; lines?: Hotline["kind"]; names?: Record<string, string> };

import { describe, expect, it } from "vitest";
import { NOTIFICATIONS_KEPT_DAYS } from "../../server/notifications/notification-retention.ts";
import { UNTOUCHED_CASE_CLOSE_DAYS } from "../../server/tracing/untouched-cases.ts";
import { RETENTION_DAYS, TERMS_LAST_MODIFIED } from "#domain/constants.ts";
import type { Locale } from "#domain/locales.ts";
import enPrivacy from "../../src/features/public/content/en/privacy.ts";
import enTerms from "../../src/features/public/content/en/terms.ts";
import jaPrivacy from "../../src/features/public/content/ja/privacy.ts";
import jaTerms from "../../src/features/public/content/ja/terms.ts";
import koPrivacy from "../../src/features/public/content/ko/privacy.ts";
import koTerms from "../../src/features/public/content/ko/terms.ts";
import type { PageBlock, PageContent, PageSection } from "#domain/public-pages/page-content.ts";
import zhPrivacy from "../../src/features/public/content/zh/privacy.ts";
import zhTerms from "../../src/features/public/content/zh/terms.ts";

const TEXTS: Record<Locale, { privacy: PageContent; terms: PageContent }> = {
  en: { privacy: enPrivacy, terms: enTerms },
  ja: { privacy: jaPrivacy, terms: jaTerms },
  ko: { privacy: koPrivacy, terms: koTerms },
  zh: { privacy: zhPrivacy, terms: zhTerms },
};
const TRANSLATIONS = ["ja", "ko", "zh"] as const;

/** docs/product-spec.md, part 2, "Privacy page": the sections each text must have, by their anchors. */
const SPEC_SECTIONS = {
  privacy: ["collected", "purposes", "use-share-retain", "confidentiality", "children", "retention", "destruction", "cookies", "security"],
  terms: [
    "intellectual-property",
    "trademarks",
    "prohibited-uses",
    "changes",
    "information-about-you",
    "linking",
    "geographic-restrictions",
    "disclaimer",
    "liability",
    "indemnification",
    "governing-law",
    "arbitration",
    "limitation-on-time",
    "waiver-severability",
    "entire-agreement",
    "comments",
  ],
} as const;

/** A number of days as each language writes it: "30 days", "30日", "30일", "30天". */
const DAY_COUNT: Record<Locale, RegExp> = {
  en: /(\d+)[\s-]*days?\b/g,
  ja: /(\d+)\s*日/g,
  ko: /(\d+)\s*일/g,
  zh: /(\d+)\s*天/g,
};

/**
 * The retention list, item by item in every language, with the periods the retention job deletes by
 * (server/jobs/retention.ts and server/tracing/tracing-retention.ts read RETENTION_DAYS; an open case
 * untouched for UNTOUCHED_CASE_CLOSE_DAYS is closed; a trip goes 60 days after arrival), notifications
 * (server/notifications/notification-retention.ts) and contact-form messages: check-ins, contact
 * tracing, symptoms, the trip (border data), notifications, contact messages, then what is kept
 * indefinitely, the guest account that goes when nothing of it is left, and what is kept until the
 * account goes, which state no period.
 */
const RETENTION_ITEMS: number[][] = [
  [RETENTION_DAYS.logbook],
  [RETENTION_DAYS.contactTracing, UNTOUCHED_CASE_CLOSE_DAYS],
  [RETENTION_DAYS.symptoms],
  [RETENTION_DAYS.border],
  [NOTIFICATIONS_KEPT_DAYS],
  [RETENTION_DAYS.contactMessages],
  [],
  [],
  [],
];

const textsOf = (block: PageBlock): string[] => {
  if (block.kind === "paragraph") return [block.text];
  if (block.kind === "list") return block.items;
  return [];
};
const sectionTexts = (section: PageSection): string[] => [section.heading, ...section.blocks.flatMap(textsOf)];
const allTexts = (page: PageContent): string[] => [page.title, page.lead ?? "", ...page.sections.flatMap(sectionTexts)];
const numbers = (text: string, pattern: RegExp): number[] => [...text.matchAll(pattern)].map((match) => Number(match[1]));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

function section(page: PageContent, id: string): PageSection {
  const found = page.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section #${id} in "${page.title}"`);
  return found;
}

/** Four or more Latin words in a row: an English phrase left in a translation (links' targets and placeholders aside). */
function englishPhrases(text: string): string[] {
  const prose = text.replace(/\]\([^)]*\)/g, "]").replace(/\{\w+\}/g, "");
  return prose.match(/[A-Za-z][\w'’-]*(?:[\s,]+[A-Za-z][\w'’-]*){3,}/g) ?? [];
}

describe.each(Object.keys(TEXTS) as Locale[])("terms and privacy notice in %s", (locale) => {
  const { privacy, terms } = TEXTS[locale];

  it("has every section the spec lists, with the same anchors in the same order as the English text, none used twice on the page", () => {
    for (const page of ["privacy", "terms"] as const) {
      const ids = TEXTS[locale][page].sections.map((candidate) => candidate.id);
      expect(ids).toEqual(expect.arrayContaining([...SPEC_SECTIONS[page]]));
      expect(ids).toEqual(TEXTS.en[page].sections.map((candidate) => candidate.id));
    }
    // One page shows both, and each section's anchor is an element id there.
    const anchors = [...privacy.sections, ...terms.sections].map((candidate) => candidate.id);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("states the retention periods the retention job enforces, and no other number of days anywhere", () => {
    const retention = section(privacy, "retention");
    const lists = retention.blocks.filter((block) => block.kind === "list");
    expect(lists).toHaveLength(1);
    const items = lists[0]?.kind === "list" ? lists[0].items : [];
    expect(items.map((item) => sorted(numbers(item, DAY_COUNT[locale])))).toEqual(RETENTION_ITEMS.map(sorted));
    const elsewhere = [
      retention.heading,
      ...retention.blocks.filter((block) => block.kind !== "list").flatMap(textsOf),
      ...privacy.sections.filter((candidate) => candidate !== retention).flatMap(sectionTexts),
      ...terms.sections.flatMap(sectionTexts),
    ];
    expect(elsewhere.flatMap((text) => numbers(text, DAY_COUNT[locale]))).toEqual([]);
  });

  it("was last modified when TERMS_LAST_MODIFIED says, written in the language's own way", () => {
    const modified = new Date(`1 ${TERMS_LAST_MODIFIED} 12:00 UTC`);
    expect(Number.isNaN(modified.getTime())).toBe(false);
    const written = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(modified);
    expect(privacy.lead).toContain(written);
    expect(terms.lead).toContain(written);
  });

  it("gives both minimum ages as the spec has them: 18 in the terms, 13 in the children's section of the privacy notice", () => {
    const agesIn = (page: PageContent, id: string) => new Set(sectionTexts(section(page, id)).join(" ").match(/\d+/g));
    expect(agesIn(terms, "acceptance")).toEqual(new Set(["18"]));
    expect(agesIn(privacy, "children")).toEqual(new Set(["13"]));
  });

  it("caps liability at the amount of the spec's version in this language (Korean: decision 030)", () => {
    const cap = { en: "USD 0", ja: "USD 50", ko: "USD 50", zh: "USD 50" }[locale];
    const liability = sectionTexts(section(terms, "liability")).join(" ");
    expect(liability.match(/USD \d+/g)).toEqual([cap]);
  });

  it("lists the sixteen prohibited uses", () => {
    const lists = section(terms, "prohibited-uses").blocks.filter((block) => block.kind === "list");
    expect(lists).toEqual([expect.objectContaining({ ordered: true, items: expect.any(Array) })]);
    expect(lists[0]?.kind === "list" && lists[0].items).toHaveLength(16);
  });

  it("links to account deletion and names the support mailbox only by its placeholder", () => {
    expect(allTexts(privacy).some((text) => /\[[^\]]+\]\(\/app\/profile#delete\)/.test(text))).toBe(true);
    expect(section(terms, "comments").blocks.flatMap(textsOf).join(" ")).toContain("{supportEmail}");
    expect([...allTexts(privacy), ...allTexts(terms)].filter((text) => text.includes("@"))).toEqual([]);
  });
});

describe.each(TRANSLATIONS)("the %s terms and privacy notice leave no English", (locale) => {
  it.each(["privacy", "terms"] as const)("%s: no heading or block repeats the English text of its section", (page) => {
    for (const translated of TEXTS[locale][page].sections) {
      const english = section(TEXTS.en[page], translated.id);
      expect(translated.heading).not.toBe(english.heading);
      const englishTexts = new Set(english.blocks.flatMap(textsOf));
      expect(translated.blocks.flatMap(textsOf).filter((text) => englishTexts.has(text))).toEqual([]);
    }
    expect(TEXTS[locale][page].title).not.toBe(TEXTS.en[page].title);
  });

  it.each(["privacy", "terms"] as const)("%s: no English phrase is left inside a translated text", (page) => {
    expect(allTexts(TEXTS[locale][page]).flatMap(englishPhrases)).toEqual([]);
  });
});

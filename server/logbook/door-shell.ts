import { LOCALE_NAMES, type Locale } from "#domain/locales.ts";
import type { DoorTexts } from "./door-texts.ts";

/** The branch as the guest page's first screen names it (GET /api/v1/scan_qr's attributes). */
export interface DoorBranch {
  name: string;
  branch: string;
  label: string;
  logo: string;
}

export const DOOR_SHELL_ID = "door-shell";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The terms sentence with its link, `<0>…</0>` in the catalog. */
function termsSentence(text: string): string {
  const [before = "", link = "", after = ""] = text.split(/<0>|<\/0>/);
  return `${escapeHtml(before)}<button type="button" disabled class="link-button">${escapeHtml(link)}</button>${escapeHtml(after)}`;
}

/**
 * The guest page's first screen as HTML, the same elements and classes that src/app/shell/header.tsx
 * and src/features/logbook/guest/entry-screen.tsx draw, so the page paints the venue before any
 * script has run; the app takes its place once it has drawn the same screen (decision 061).
 * Its buttons are disabled until then (drawn as enabled): a tap does nothing rather than something else.
 */
export function doorShell(branch: DoorBranch, texts: DoorTexts, locale: Locale): string {
  const logo = branch.logo
    ? `<img class="establishment-logo" src="${escapeHtml(branch.logo)}" alt="" width="96" height="96">`
    : `<span class="establishment-logo placeholder" aria-hidden="true">${escapeHtml(branch.name.trim().charAt(0))}</span>`;
  const header =
    `<header class="app-header"><span class="header-identity">${escapeHtml(texts.government)}</span>` +
    `<button type="button" disabled class="icon-button back-button" aria-label="${escapeHtml(texts.back)}">←</button>` +
    `<h1 class="header-title">${escapeHtml(texts.title)}</h1>` +
    `<button type="button" disabled class="icon-button language-button" aria-label="${escapeHtml(`${texts.language}: ${LOCALE_NAMES[locale]}`)}">${LOCALE_NAMES[locale]}</button>` +
    `<div class="text-size" role="group" aria-label="${escapeHtml(texts.textSize)}">` +
    `<button type="button" disabled class="icon-button" aria-label="${escapeHtml(`A− ${texts.smaller}`)}">A−</button>` +
    `<button type="button" disabled class="icon-button" aria-label="${escapeHtml(`A+ ${texts.larger}`)}">A+</button></div></header>`;
  const entry =
    `<section class="guest-entry">${logo}<p class="entry-lead">${escapeHtml(texts.lead)}</p>` +
    `<h2 class="establishment-name">${escapeHtml(branch.name)}</h2>` +
    (branch.branch ? `<p class="establishment-branch">${escapeHtml(branch.branch)}</p>` : "") +
    (branch.label ? `<p class="establishment-label">${escapeHtml(branch.label)}</p>` : "") +
    `<p class="entry-terms">${termsSentence(texts.terms)}</p>` +
    `<div class="entry-actions"><button type="button" disabled class="button primary">${escapeHtml(texts.guest)}</button>` +
    `<button type="button" disabled class="button secondary">${escapeHtml(texts.webApp)}</button></div></section>`;
  return `<div id="${DOOR_SHELL_ID}"><div class="app">${header}<main class="page">${entry}</main></div></div>`;
}

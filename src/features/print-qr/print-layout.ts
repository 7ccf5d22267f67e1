import { PAPER_PAGE_RULES } from "#domain/print-page-rules.ts";

/**
 * The {size} of /print/qr/{uuid}/{name}/{size}: a paper size (a4, a6) printed with its own @page
 * size, or a QR width in pixels; anything else falls back to A4 and says so
 * (docs/decisions/012-establishment-accounts.md).
 */
export type PrintLayout = { kind: "paper"; paper: "a4" | "a6"; qrMillimetres: number; known: boolean } | { kind: "pixels"; pixels: number; known: true };

const PAPER_QR_MILLIMETRES = { a4: 150, a6: 80 } as const;
const PIXELS = { min: 64, max: 1024 } as const;
export const PRINT_SIZES = ["a4", "a6"] as const;

export function printLayout(size: string | undefined): PrintLayout {
  const wanted = (size ?? "").trim().toLowerCase();
  if (wanted === "a4" || wanted === "a6") return { kind: "paper", paper: wanted, qrMillimetres: PAPER_QR_MILLIMETRES[wanted], known: true };
  if (/^\d{1,4}$/.test(wanted)) {
    const pixels = Number(wanted);
    if (pixels >= PIXELS.min && pixels <= PIXELS.max) return { kind: "pixels", pixels, known: true };
  }
  return { kind: "paper", paper: "a4", qrMillimetres: PAPER_QR_MILLIMETRES.a4, known: false };
}

/** The paper's @page rule, present only while the printable page is shown. */
export function pageRule(layout: PrintLayout): string | undefined {
  return layout.kind === "paper" ? PAPER_PAGE_RULES[layout.paper] : undefined;
}

/** The printable page's address; the name is only what shows while the branch loads. */
export function printPagePath(uuid: string, name: string, size: string): string {
  return `/print/qr/${encodeURIComponent(uuid)}/${encodeURIComponent(name || "-")}/${encodeURIComponent(size)}`;
}

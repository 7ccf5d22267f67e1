/**
 * The printable QR page's @page rule for each paper size, set in a <style> element while the page
 * is shown. In millimetres: Chromium does not know the A6 keyword. The page's Content-Security-Policy
 * allows exactly these inline styles by their hashes (server/http/security-headers.ts), and no other.
 */
export const PAPER_PAGE_RULES = { a4: "@page { size: 210mm 297mm; margin: 15mm; }", a6: "@page { size: 105mm 148mm; margin: 6mm; }" } as const;

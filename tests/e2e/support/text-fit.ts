import type { Page } from "playwright-core";

/**
 * What does not fit the screen's width: the page scrolling sideways, and each button, field or link
 * that is shown but reaches past the left or right edge (cut off, or only reachable by scrolling sideways).
 */
export function screensOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in ${width}px`);
    for (const control of document.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href], [role=button]")) {
      const box = control.getBoundingClientRect();
      // Visually hidden controls (a file input behind its label) are 1 px boxes by design.
      if (!control.checkVisibility({ visibilityProperty: true }) || box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
        const id = control.id ? `#${control.id}` : "";
        problems.push(`${control.tagName.toLowerCase()}${id} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)}px of ${width}px`);
      }
    }
    return problems;
  });
}

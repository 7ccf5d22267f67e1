import type { Page } from "playwright-core";

/**
 * What does not fit the screen's width: the page scrolling sideways, and each button, field or link
 * that is shown but reaches past the left or right edge (cut off, or only reachable by scrolling
 * sideways) or past the sides of a box that hides its overflow.
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
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
      const id = control.id ? `#${control.id}` : "";
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${control.tagName.toLowerCase()}${id} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)}px of ${width}px`);
        continue;
      }
      // Inside the screen but cut off by a box that hides what overflows it.
      for (let clipper = control.parentElement; clipper && clipper !== document.body; clipper = clipper.parentElement) {
        if (!["hidden", "clip"].includes(getComputedStyle(clipper).overflowX)) continue;
        const clip = clipper.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          problems.push(`${control.tagName.toLowerCase()}${id} "${name}" is cut off by its ${clipper.tagName.toLowerCase()}.${clipper.className}`);
          break;
        }
      }
    }
    return problems;
  });
}

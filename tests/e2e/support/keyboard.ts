import type { Locator, Page } from "playwright-core";

/** What a person who uses only the keyboard does: Tab to a control, seeing where the focus is at every stop. */

const MAX_TAB_STOPS = 80;

/**
 * How the focused element fails to show its focus, or null when it shows it: an outline or a ring on
 * it, or — for a control hidden behind its label, as a file input is — on the element that stands for it.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return "nothing is focused";
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    };
    const shows = (element: Element) => outlined(element) || getComputedStyle(element).boxShadow !== "none";
    const box = focused.getBoundingClientRect();
    // WCAG 2.4.11: the focused control must not be wholly hidden behind the sticky header.
    const header = document.querySelector(".app-header");
    if (header && !header.contains(focused) && box.bottom <= header.getBoundingClientRect().bottom) {
      return `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""} is hidden behind the header`;
    }
    if (shows(focused)) return null;
    // A radio card outlines the whole card for the focus of its input (a checked card's shadow is no focus).
    const card = focused.closest("label");
    if (card && outlined(card)) return null;
    if (box.width <= 1 && box.height <= 1 && [...document.querySelectorAll("label, .button")].some(shows)) return null;
    const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
    return `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""} "${name}" shows no focus`;
  });
}

/**
 * Tabs from the top of the page through every control it has, once; one line for each that shows no
 * focus. The tour ends where the focus leaves the page or comes back to the first control.
 */
export async function unseenFocusStops(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let first: string | undefined;
  for (let stop = 1; stop <= MAX_TAB_STOPS * 2; stop += 1) {
    await page.keyboard.press("Tab");
    const here = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return undefined;
      focused.setAttribute("data-focus-tour", focused.getAttribute("data-focus-tour") ?? String(Math.random()));
      return focused.getAttribute("data-focus-tour") ?? undefined;
    });
    if (here === undefined || here === first) break;
    first ??= here;
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("[data-focus-tour]")) element.removeAttribute("data-focus-tour");
  });
  return problems;
}

/** Whether the focus is on `target`, or with a CSS selector on any element it matches. */
function focusIsOn(page: Page, target: Locator | string): Promise<boolean> {
  return typeof target === "string"
    ? page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)
    : target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; every control passed on the
 * way, and the target, must show that it has it. Fails when the target is not reached.
 */
export async function tabTo(page: Page, target: Locator | string, { backwards = false } = {}): Promise<void> {
  const key = backwards ? "Shift+Tab" : "Tab";
  for (let stop = 1; stop <= MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press(key);
    const problem = await focusProblem(page);
    if (problem) throw new Error(`Focus not visible after ${stop} × ${key}: ${problem}`);
    if (await focusIsOn(page, target)) return;
  }
  throw new Error(`${String(target)} was not reached with ${MAX_TAB_STOPS} × ${key}`);
}

/** Tabs to a field and types into it. */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function tabAndEnter(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press("Enter");
}

/** Tabs into a radio group, then moves with the arrow keys until `choice` is checked. */
export async function chooseRadio(page: Page, choice: Locator): Promise<void> {
  const group = await choice.getAttribute("name");
  await tabTo(page, `input[type=radio][name="${group}"]`);
  await page.keyboard.press("Space");
  for (let step = 0; step < 20 && !(await choice.isChecked()); step += 1) await page.keyboard.press("ArrowDown");
  if (!(await choice.isChecked())) throw new Error(`${String(choice)} was not reached with the arrow keys`);
  const problem = await focusProblem(page);
  if (problem) throw new Error(`Focus not visible in the radio group: ${problem}`);
}

/** Tabs to a check box and ticks it with the space bar. */
export async function tickCheckbox(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press("Space");
}

/** Tabs to a drop-down list and picks an option by typing the start of its label, as a keyboard user does. */
export async function chooseByTyping(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
}

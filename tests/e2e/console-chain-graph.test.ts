import type { Page } from "playwright-core";
import type * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { ChainGraph } from "#domain/tracing/tracing-contacts.ts";
import { writeGeneratedChain } from "../support/generated-chain.ts";
import { createStaff } from "../support/staff.ts";
import { screenshot } from "./support/browser.ts";
import { startConsoleServer } from "./support/console-staff.ts";
import { serverAndChromium } from "./support/phone-session.ts";

type Graph = v.InferOutput<typeof ChainGraph>["data"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Drawn {
  id: string;
  x: number;
  y: number;
  classes: string[];
  /** The label's box on the screen, none when the label is not drawn. */
  label?: { x1: number; x2: number; y1: number; y2: number };
}

/**
 * What the canvas shows, read from the cytoscape instance the drawing registers on its container
 * (the test's only look behind the canvas): each person's dot where it is on the screen, its classes,
 * and the boxes of the names and the places' labels.
 */
function drawing(page: Page): Promise<{ people: Drawn[]; placeLabels: NonNullable<Drawn["label"]>[]; zoom: number }> {
  return page.evaluate(() => {
    type Box = { x1: number; x2: number; y1: number; y2: number; w: number };
    type Element = {
      id: () => string;
      renderedPosition: () => { x: number; y: number };
      classes: () => string[];
      renderedBoundingBox: (options: object) => Box;
      data: (key: string) => string;
    };
    type Cy = { nodes: () => Element[]; edges: () => Element[]; zoom: () => number };
    const container = document.querySelector(".chain-graph-canvas") as unknown as { _cyreg: { cy: Cy } };
    const { cy } = container._cyreg;
    const labelOnly = { includeNodes: false, includeEdges: false, includeLabels: true, includeOverlays: false };
    const box = (element: Element, options: object) => {
      const { x1, x2, y1, y2, w } = element.renderedBoundingBox({ ...labelOnly, ...options });
      return w > 0 ? { x1, x2, y1, y2 } : undefined;
    };
    return {
      people: [...cy.nodes()].map((node) => ({ id: node.id(), ...node.renderedPosition(), classes: node.classes(), label: box(node, {}) })),
      placeLabels: [...cy.edges()].flatMap((edge) => {
        const found = box(edge, { includeSourceLabels: false, includeMainLabels: false, includeTargetLabels: true });
        return found ? [found] : [];
      }),
      zoom: cy.zoom(),
    };
  });
}

const overlap = (a: NonNullable<Drawn["label"]>, b: NonNullable<Drawn["label"]>) =>
  a.x1 < b.x2 - 0.5 && b.x1 < a.x2 - 0.5 && a.y1 < b.y2 - 0.5 && b.y1 < a.y2 - 0.5;

function overlappingLabels(shown: Awaited<ReturnType<typeof drawing>>): number {
  const boxes = [...shown.people.flatMap((person) => (person.label ? [person.label] : [])), ...shown.placeLabels];
  let count = 0;
  for (const [index, a] of boxes.entries()) for (const b of boxes.slice(index + 1)) if (overlap(a, b)) count += 1;
  return count;
}

describe("chain graph in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);
  let caseId: string;
  let token: string;

  beforeAll(async () => {
    const official = await createStaff(session.server.database.db, ["health_official"]);
    token = official.cookie.slice(`${STAFF_COOKIE}=`.length);
    caseId = await writeGeneratedChain(session.server.database.stores.health, { size: 22, openedBy: official.id });
  });

  /** The official's browser on the case's graph at this size, once the first picture is drawn; the graph as the API answered it. */
  async function openGraph(viewport: { width: number; height: number }): Promise<{ page: Page; graph: Graph }> {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport, hasTouch: viewport.width < 600 });
    await context.addCookies([
      { name: STAFF_COOKIE, value: token, domain: new URL(session.server.url).hostname, path: "/api/staff", httpOnly: true, sameSite: "Strict" },
    ]);
    const page = await context.newPage();
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/staff/tracing/cases/${caseId}/graph`));
    await page.goto(`/console/tracing/cases/${caseId}/graph`);
    const graph = ((await (await answer).json()) as { data: Graph }).data;
    await page.locator(".chain-graph-canvas canvas").first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName("chain-graph:first-layout").length > 0);
    return { page, graph };
  }

  it("draws the index person on top and each generation on a row of its own below, with no label over another, at 1280 and 390 px", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, graph } = await openGraph(viewport);
      await page.getByRole("button", { name: "Whole graph" }).click();
      const shown = await drawing(page);
      const generationOf = new Map(graph.people.map((person) => [person.id, person.generation]));
      const rows = new Map<number, number[]>();
      for (const person of shown.people) rows.set(generationOf.get(person.id) ?? -1, [...(rows.get(generationOf.get(person.id) ?? -1) ?? []), person.y]);
      expect([...rows.keys()].sort()).toEqual([0, 1, 2, 3]);
      for (const ys of rows.values()) expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(0.5);
      const rowY = [0, 1, 2, 3].map((generation) => rows.get(generation)?.[0] ?? NaN);
      expect(rowY).toEqual([...rowY].sort((a, b) => a - b));
      expect(new Set(rowY).size).toBe(4);
      // Drawn to be read: no name or place over another, whether fitted to the width or at the zoom the page opened at.
      expect(overlappingLabels(shown)).toBe(0);
      await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName("chain-graph:first-layout").length > 0);
      expect(overlappingLabels(await drawing(page))).toBe(0);
      await page.locator(".chain-graph-canvas").scrollIntoViewIfNeeded();
      const name = viewport === DESKTOP ? "console-chain-graph-1280" : "console-chain-graph-390";
      await screenshot(page, name, { fullPage: false });
      await page.context().close();
    }
  });

  it("focuses on one person's exposure path from the drawing or the table, dims the rest, and Escape shows everyone again", async () => {
    const { page, graph } = await openGraph(DESKTOP);
    const names = new Map(graph.people.map((person) => [person.id, person.label]));
    const parentOf = new Map(graph.people.map((person) => [person.id, person.exposed_by]));
    const last = graph.people.findLast((person) => person.generation === 3);
    expect(last).toBeDefined();
    const pathTo = (id: string | null | undefined): string[] => (id ? [...pathTo(parentOf.get(id)), id] : []);
    const expected = pathTo(last?.id);
    expect(expected).toHaveLength(4);

    // Clicked on the canvas, scrolled into view as a user would (at 1280 × 800 the drawing starts low on the page): the path's dots stand out, everyone else is dimmed, the table follows.
    await page.getByRole("button", { name: "Whole graph" }).click();
    await page.locator(".chain-graph-canvas").scrollIntoViewIfNeeded();
    const clickOn = async (id: string | undefined) => {
      const dot = (await drawing(page)).people.find((person) => person.id === id);
      const canvas = await page.locator(".chain-graph-canvas").boundingBox();
      // The container's 1 px border lies between its box and the drawing's origin.
      await page.mouse.click((canvas?.x ?? 0) + 1 + (dot?.x ?? 0), (canvas?.y ?? 0) + 1 + (dot?.y ?? 0));
    };
    await clickOn(last?.id);
    const panel = page.getByRole("region", { name: `Exposure path of ${names.get(last?.id ?? "")}` });
    await panel.waitFor();
    for (const id of expected) await expect.poll(async () => (await panel.textContent()) ?? "").toContain(names.get(id));
    const focused = await drawing(page);
    expect(focused.people.filter((person) => person.classes.includes("on-path")).map((person) => person.id)).toEqual(expect.arrayContaining(expected));
    expect(focused.people.filter((person) => person.classes.includes("dimmed"))).toHaveLength(graph.people.length - expected.length);
    const table = page.getByRole("table", { name: /People shown/ });
    expect(await table.locator("tr.chain-graph-on-path").count()).toBe(expected.length);
    expect(await table.locator("tr.chain-graph-dimmed").count()).toBe(graph.people.length - expected.length);
    await screenshot(page, "console-chain-graph-focused-1280", { fullPage: false });

    // Escape clears the focus.
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await drawing(page)).people.filter((person) => person.classes.length > 0 && !person.classes.every((name) => name === "excluded")))
      .toEqual([]);

    // On a screen tall enough to show the whole drawing from the page's top, the panel opening above the drawing moves it down
    // the page without a scroll: a click on another person still lands on them (cytoscape finds its box again after the hover's cursor).
    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const [one, other] = [graph.people.find((person) => person.generation === 1), graph.people.find((person) => person.generation === 2)];
    await clickOn(one?.id);
    await page.getByRole("region", { name: `Exposure path of ${one?.label}` }).waitFor();
    await clickOn(other?.id);
    const otherPanel = page.getByRole("region", { name: `Exposure path of ${other?.label}` });
    await otherPanel.waitFor();
    await page.keyboard.press("Escape");
    await otherPanel.waitFor({ state: "detached" });

    // From the table, with the keyboard: the same path.
    const second = graph.people.find((person) => person.generation === 2);
    const row = table.getByRole("button", { name: `Show path of ${second?.label}` });
    await row.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await drawing(page)).people.filter((person) => person.classes.includes("on-path")).length).toBe(3);
    expect(await row.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await drawing(page)).people.filter((person) => person.classes.includes("dimmed")).length).toBe(0);

    // The zoom buttons work from the keyboard.
    const zoom = (await drawing(page)).zoom;
    await page.getByRole("button", { name: "Zoom in" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await drawing(page)).zoom).toBeGreaterThan(zoom);
    await page.context().close();
  });

  it("on a phone, a tap focuses the person tapped, also after the focus panel has moved the drawing down", async () => {
    const { page, graph } = await openGraph({ width: PHONE.width, height: 1800 });
    const canvas = await page.locator(".chain-graph-canvas").boundingBox();
    const inView = (await drawing(page)).people.filter((person) => person.x > 12 && person.x < (canvas?.width ?? 0) - 12 && person.y > 12);
    const generationOf = new Map(graph.people.map((person) => [person.id, person.generation]));
    const [one, other] = [1, 2].map((generation) => inView.find((person) => generationOf.get(person.id) === generation));
    const tapOn = async (id: string | undefined) => {
      const dot = (await drawing(page)).people.find((person) => person.id === id);
      const box = await page.locator(".chain-graph-canvas").boundingBox();
      await page.touchscreen.tap((box?.x ?? 0) + 1 + (dot?.x ?? 0), (box?.y ?? 0) + 1 + (dot?.y ?? 0));
    };
    const label = (id: string | undefined) => graph.people.find((person) => person.id === id)?.label;
    await tapOn(one?.id);
    await page.getByRole("region", { name: `Exposure path of ${label(one?.id)}` }).waitFor();
    await tapOn(other?.id);
    await page.getByRole("region", { name: `Exposure path of ${label(other?.id)}` }).waitFor();
    await page.context().close();
  });
});

import { describe, expect, it } from "vitest";
import {
  type Box,
  boxesOf,
  type ChainPerson,
  chainLayout,
  extentOf,
  type LabelFit,
  type PlacedPerson,
  truncated,
} from "../../src/features/console/tracing/graph/chain-layout.ts";

// About a 12-pixel sans-serif font's widths: wide CJK characters, narrow Latin ones.
const measure = (text: string) => [...text].reduce((sum, character) => sum + (character.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);
/** The label widths the page allows on a wide screen (1280 px) and on a phone (390 px). */
const WIDE: LabelFit = { measure, maxWidth: 150 };
const PHONE: LabelFit = { measure, maxWidth: 96 };

const person = (id: string, generation: number, exposedBy: string | null, label = id, place: string | null = exposedBy && `Place of ${id}`) => ({
  id,
  generation,
  label,
  exposedBy,
  place,
});

/** Edges that cross: two edges between the same rows whose ends are in opposite orders. */
function crossings(people: readonly ChainPerson[], placed: Map<string, PlacedPerson>): number {
  const edges = people.flatMap((child) => {
    const parent = child.exposedBy === null ? undefined : placed.get(child.exposedBy);
    const end = placed.get(child.id);
    return parent && end ? [{ row: child.generation, from: parent.x, to: end.x }] : [];
  });
  let count = 0;
  for (const [index, a] of edges.entries()) {
    for (const b of edges.slice(index + 1)) {
      if (a.row === b.row && (a.from - b.from) * (a.to - b.to) < 0) count += 1;
    }
  }
  return count;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function overlappingBoxes(placed: Map<string, PlacedPerson>): string[] {
  const boxes = [...placed].flatMap(([id, at]) => boxesOf(at).map((box) => ({ id, box })));
  const found: string[] = [];
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) if (overlap(a.box, b.box)) found.push(`${a.id} × ${b.id}`);
  }
  return found;
}

/** A generated chain: an index person, then for each generation each person exposed a random few. */
function generatedChain(seed: number, size: number): ChainPerson[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const names = ["Ana Luz Cruz", "Bo", "María Fernanda de los Santos Villanueva", "山田 太郎", "김민준", "Chen Wei", "Ngozi Okonkwo-Adeyemi", "Li"];
  const places = ["Saipan Noodle House — Garapan", "Beach Cafe — Susupe", "Tinian Dynasty Hotel & Casino Lobby Bar", "市場"];
  const people: ChainPerson[] = [person("p0", 0, null, "Ida Index")];
  for (let index = 1; index < size; index += 1) {
    const parent = people[Math.floor(random() * people.length)] as ChainPerson;
    if (parent.generation === 3) continue;
    const name = names[Math.floor(random() * names.length)] as string;
    people.push(person(`p${index}`, parent.generation + 1, parent.id, name, places[Math.floor(random() * places.length)] as string));
  }
  return people.sort((a, b) => a.generation - b.generation);
}

describe("the chain graph's layout", () => {
  it("puts the index person on the top row and each generation on its own row below", () => {
    const people = [person("p0", 0, null), person("a", 1, "p0"), person("b", 1, "p0"), person("c", 2, "a"), person("d", 3, "c")];
    const placed = chainLayout(people, WIDE);
    const y = (id: string) => placed.get(id)?.y ?? NaN;
    expect(y("p0")).toBe(0);
    expect(y("a")).toBe(y("b"));
    expect(y("p0")).toBeLessThan(y("a"));
    expect(y("a")).toBeLessThan(y("c"));
    expect(y("c")).toBeLessThan(y("d"));
  });

  it("draws no crossing edge where the people come in an order that would cross", () => {
    // In the server's order the second generation lists B's contacts before A's: drawn row by row as listed, their edges would cross.
    const people = [
      person("p0", 0, null),
      person("a", 1, "p0"),
      person("b", 1, "p0"),
      person("b1", 2, "b"),
      person("b2", 2, "b"),
      person("a1", 2, "a"),
      person("a2", 2, "a"),
      person("a11", 3, "a1"),
      person("b21", 3, "b2"),
    ];
    const inListedOrder = new Map(
      people.map((one) => [one.id, { x: people.filter((other) => other.generation === one.generation).indexOf(one), y: 0 } as PlacedPerson]),
    );
    expect(crossings(people, inListedOrder)).toBeGreaterThan(0);
    const placed = chainLayout(people, WIDE);
    expect(crossings(people, placed)).toBe(0);
    // Each parent sits above the middle of the people they exposed.
    expect(placed.get("a")?.x).toBe(((placed.get("a1")?.x ?? 0) + (placed.get("a2")?.x ?? 0)) / 2);
  });

  it("starts a tree of its own for someone whose exposer is hidden", () => {
    const people = [person("p0", 0, null), person("a", 1, "p0"), person("c", 3, "hidden")];
    const placed = chainLayout(people, WIDE);
    expect(placed.get("c")).toMatchObject({ y: 3 * (placed.get("a")?.y ?? 0), place: "" });
    expect(overlappingBoxes(placed)).toEqual([]);
  });

  it("cuts a long label short with an ellipsis, whole when it fits", () => {
    expect(truncated("Bo", PHONE)).toEqual({ text: "Bo", width: 14 });
    const cut = truncated("María Fernanda de los Santos Villanueva", PHONE);
    expect(cut.text).toMatch(/^María Ferna.*…$/);
    expect(cut.width).toBeLessThanOrEqual(PHONE.maxWidth);
    expect(truncated("山田 太郎山田 太郎山田 太郎", PHONE).width).toBeLessThanOrEqual(PHONE.maxWidth);
  });

  for (const [screen, fit] of [
    ["1280 px", WIDE],
    ["390 px", PHONE],
  ] as const) {
    it(`lets no dot, name or place label overlap another on generated chains, labels as wide as a ${screen} screen allows`, () => {
      for (const [seed, size] of [
        [1, 22],
        [7, 60],
        [42, 300],
      ] as const) {
        const people = generatedChain(seed, size);
        const placed = chainLayout(people, fit);
        expect(placed.size).toBe(people.length);
        expect(overlappingBoxes(placed)).toEqual([]);
        expect(crossings(people, placed)).toBe(0);
        for (const at of placed.values()) expect(Math.max(at.nameWidth, at.placeWidth)).toBeLessThanOrEqual(fit.maxWidth);
      }
    });
  }

  it("gives the box of the whole drawing, every dot and label inside it, touching each side", () => {
    const placed = chainLayout(generatedChain(7, 60), WIDE);
    const extent = extentOf(placed);
    const boxes = [...placed.values()].flatMap(boxesOf);
    for (const box of boxes) expect(box.left >= extent.left && box.right <= extent.right && box.top >= extent.top && box.bottom <= extent.bottom).toBe(true);
    expect(Math.min(...boxes.map((box) => box.left))).toBe(extent.left);
    expect(Math.max(...boxes.map((box) => box.right))).toBe(extent.right);
    expect(Math.min(...boxes.map((box) => box.top))).toBe(extent.top);
    expect(Math.max(...boxes.map((box) => box.bottom))).toBe(extent.bottom);
    expect(extentOf(new Map())).toEqual({ left: 0, right: 0, top: 0, bottom: 0 });
  });
});

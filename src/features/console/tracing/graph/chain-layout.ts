/**
 * Where each person of a chain graph goes (decision 051): one row per generation, the index person on
 * top, each person under whoever exposed them. Every contact has exactly one exposer, so the chain is
 * a forest: each subtree gets a band of its own as wide as its widest row, which draws no crossing
 * edge and no overlapping label, in one pass over the people.
 *
 * A person is a dot with their name to its right; the place they were exposed at labels the last,
 * vertical stretch of the edge into them, just above the dot. All sizes are the drawing's units.
 */

export const NODE_SIZE = 24;
export const FONT_SIZE = 12;
export const FONT_FAMILY = "system-ui, sans-serif";
/** From the dot's edge to its name. */
export const NAME_GAP = 6;
/** From the dot's top to the middle of the place label above it, along the edge. */
export const PLACE_OFFSET = 22;
/** How far below a person their edges turn sideways towards the people they exposed. */
export const EDGE_TURN = NODE_SIZE / 2 + 14;
const LINE_HEIGHT = FONT_SIZE + 4;
/** Space left between two people's boxes in a row. */
const COLUMN_GAP = 16;
export const ROW_GAP = 100;

export interface ChainPerson {
  id: string;
  generation: number;
  label: string;
  /** Whoever exposed them (of an earlier generation); null, or someone not drawn, starts a tree of its own. */
  exposedBy: string | null;
  /** The place they were exposed at. */
  place: string | null;
}

/** How labels are measured and how wide one may be before it is cut short with an ellipsis. */
export interface LabelFit {
  measure: (text: string) => number;
  maxWidth: number;
}

export interface PlacedPerson {
  x: number;
  y: number;
  /** The name as drawn: cut short with "…" when too wide. */
  name: string;
  nameWidth: number;
  place: string;
  placeWidth: number;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const ELLIPSIS = "…";

/** The longest start of the text that fits the width with an ellipsis, or the whole text when it fits. */
export function truncated(text: string, fit: LabelFit): { text: string; width: number } {
  const whole = fit.measure(text);
  if (whole <= fit.maxWidth) return { text, width: whole };
  const characters = [...text];
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (fit.measure(characters.slice(0, middle).join("") + ELLIPSIS) <= fit.maxWidth) fits = middle;
    else tooLong = middle;
  }
  const cut = characters.slice(0, fits).join("").trimEnd() + ELLIPSIS;
  return { text: cut, width: fit.measure(cut) };
}

/** How far a person's box reaches left and right of their dot: the dot and name, and the place label centred above. */
function reach(person: Pick<PlacedPerson, "nameWidth" | "placeWidth">): { left: number; right: number } {
  return {
    left: Math.max(NODE_SIZE / 2, person.placeWidth / 2),
    right: Math.max(NODE_SIZE / 2 + (person.nameWidth ? NAME_GAP + person.nameWidth : 0), person.placeWidth / 2),
  };
}

/** The boxes a placed person's drawing covers: dot, name and place label (the last two only when there is text). */
export function boxesOf(person: PlacedPerson): Box[] {
  const half = NODE_SIZE / 2;
  const boxes = [{ left: person.x - half, right: person.x + half, top: person.y - half, bottom: person.y + half }];
  if (person.nameWidth) {
    const left = person.x + half + NAME_GAP;
    boxes.push({ left, right: left + person.nameWidth, top: person.y - LINE_HEIGHT / 2, bottom: person.y + LINE_HEIGHT / 2 });
  }
  if (person.placeWidth) {
    const middle = person.y - half - PLACE_OFFSET;
    const halfWidth = person.placeWidth / 2;
    boxes.push({ left: person.x - halfWidth, right: person.x + halfWidth, top: middle - LINE_HEIGHT / 2, bottom: middle + LINE_HEIGHT / 2 });
  }
  return boxes;
}

/**
 * Each person's place and labels. People come in the server's order (by generation, then exposure),
 * which is kept among the people one person exposed.
 */
export function chainLayout(people: readonly ChainPerson[], fit: LabelFit): Map<string, PlacedPerson> {
  const generationOf = new Map(people.map((person) => [person.id, person.generation]));
  const exposer = (person: ChainPerson) => (person.generation > (generationOf.get(person.exposedBy ?? "") ?? person.generation) ? person.exposedBy : null);
  const children = new Map<string, ChainPerson[]>();
  const roots: ChainPerson[] = [];
  for (const person of people) {
    const parent = exposer(person);
    if (parent !== null) {
      const siblings = children.get(parent);
      if (siblings) siblings.push(person);
      else children.set(parent, [person]);
    } else {
      roots.push(person);
    }
  }
  roots.sort((a, b) => a.generation - b.generation);

  const placed = new Map<string, PlacedPerson>();
  for (const person of people) {
    const name = truncated(person.label, fit);
    const place = person.place && exposer(person) !== null ? truncated(person.place, fit) : { text: "", width: 0 };
    placed.set(person.id, { x: 0, y: person.generation * ROW_GAP, name: name.text, nameWidth: name.width, place: place.text, placeWidth: place.width });
  }
  const own = (id: string) => {
    const { left, right } = reach(placed.get(id) as PlacedPerson);
    return { left, right, width: left + right + COLUMN_GAP };
  };

  // The band each subtree needs, children before parents (a child's generation is below its parent's).
  const band = new Map<string, number>();
  const deepestFirst = [...people].sort((a, b) => b.generation - a.generation);
  for (const person of deepestFirst) {
    const below = (children.get(person.id) ?? []).reduce((sum, child) => sum + (band.get(child.id) ?? 0), 0);
    band.set(person.id, Math.max(own(person.id).width, below));
  }

  // Each subtree in its band: the children side by side in the middle, the parent above their middle, kept inside the band.
  const lay = (person: ChainPerson, start: number) => {
    const width = band.get(person.id) ?? 0;
    const kids = children.get(person.id) ?? [];
    const kidsWidth = kids.reduce((sum, child) => sum + (band.get(child.id) ?? 0), 0);
    let cursor = start + (width - kidsWidth) / 2;
    for (const child of kids) {
      lay(child, cursor);
      cursor += band.get(child.id) ?? 0;
    }
    const { left, right } = own(person.id);
    const first = kids[0] && placed.get(kids[0].id);
    const last = kids.at(-1) && placed.get(kids.at(-1)?.id ?? "");
    const wanted = first && last ? (first.x + last.x) / 2 : start + (width - left - right - COLUMN_GAP) / 2 + left;
    const self = placed.get(person.id) as PlacedPerson;
    self.x = Math.min(Math.max(wanted, start + left), start + width - right - COLUMN_GAP);
  };
  let start = 0;
  for (const root of roots) {
    lay(root, start);
    start += band.get(root.id) ?? 0;
  }
  return placed;
}

/** The box the whole drawing covers, dots and labels: what "the whole graph" is fitted to without asking cytoscape to measure every label again. */
export function extentOf(placed: ReadonlyMap<string, PlacedPerson>): Box {
  const extent = { left: Number.POSITIVE_INFINITY, right: Number.NEGATIVE_INFINITY, top: Number.POSITIVE_INFINITY, bottom: Number.NEGATIVE_INFINITY };
  for (const person of placed.values()) {
    for (const box of boxesOf(person)) {
      extent.left = Math.min(extent.left, box.left);
      extent.right = Math.max(extent.right, box.right);
      extent.top = Math.min(extent.top, box.top);
      extent.bottom = Math.max(extent.bottom, box.bottom);
    }
  }
  return placed.size === 0 ? { left: 0, right: 0, top: 0, bottom: 0 } : extent;
}

import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./connection.ts";

const SLOT = "\u0000slot:";

/** Stands for a value given at each run; the type is the value's, so the builder checks it as usual. */
export type Slot<P> = <K extends keyof P & string>(name: K) => P[K];

/** Where a compiled query's parameter comes from at a run: a fixed value, or a place in the run's values. */
type Source = { fixed: unknown } | { name: string; index?: number; column?: string };

interface Prepared<R> {
  query: CompiledQuery<R>;
  sources: Source[];
}

const isRow = (item: unknown): item is Record<string, unknown> => typeof item === "object" && item !== null && !(item instanceof Date);

/**
 * What a run's values change in the SQL text: a list compiles to one placeholder per item, and
 * a list of rows (an insert's values) to one per item and column, the first row's columns.
 */
function shapeOf(values: Record<string, unknown>): string {
  let shape = "";
  for (const name in values) {
    const value = values[name];
    if (!Array.isArray(value)) continue;
    const first: unknown = value[0];
    shape += `${name}:${value.length}:${isRow(first) ? Object.keys(first).join(",") : ""};`;
  }
  return shape;
}

/** The stand-in for `name` in a run whose values are `values`: a marker, a list of them, or rows of them. */
function marker(values: Record<string, unknown>, name: string): unknown {
  const value = values[name];
  const at = (source: Source) => `${SLOT}${JSON.stringify(source)}`;
  if (!Array.isArray(value)) return at({ name });
  const first: unknown = value[0];
  const columns = isRow(first) ? Object.keys(first) : undefined;
  return value.map((_, index) => (columns ? Object.fromEntries(columns.map((column) => [column, at({ name, index, column })])) : at({ name, index })));
}

function sourceOf(parameter: unknown): Source {
  return typeof parameter === "string" && parameter.startsWith(SLOT) ? (JSON.parse(parameter.slice(SLOT.length)) as Source) : { fixed: parameter };
}

function valueFrom(source: Source, values: Record<string, unknown>): unknown {
  if ("fixed" in source) return source.fixed;
  const value = values[source.name];
  const item = source.index === undefined ? value : (value as unknown[])[source.index];
  const found = source.column === undefined ? item : (item as Record<string, unknown>)[source.column];
  // Kysely would have left a missing column to its default; a prepared query has no such place.
  if (found === undefined) throw new Error(`No value for ${JSON.stringify(source)} of a prepared query`);
  return found;
}

/**
 * A query built and compiled once per SQL dialect and shape rather than at every call (Kysely's
 * builder and compiler spend 15–25 µs on a small query, far more on a many-row insert): for the
 * check-in, the busiest path. The builder marks each value that changes from run to run with
 * `slot(name)`; a run fills those parameters in. A list (`in`, or an insert's rows) compiles to a
 * placeholder per item, so it is compiled again for each length it comes in; the rows of one list
 * must have the same columns.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(build: (db: Db, slot: Slot<P>) => Compilable<R>): (db: Db, values: P) => Promise<R[]> {
  // Keyed by the dialect's adapter, which a transaction shares with the database it came from.
  const compiled = new WeakMap<object, Map<string, Prepared<R>>>();
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let shapes = compiled.get(adapter);
    if (!shapes) {
      shapes = new Map();
      compiled.set(adapter, shapes);
    }
    const shape = shapeOf(values);
    let prepared = shapes.get(shape);
    if (!prepared) {
      const query = build(db, (name) => marker(values, name) as never).compile();
      prepared = { query, sources: query.parameters.map(sourceOf) };
      shapes.set(shape, prepared);
    }
    const parameters = prepared.sources.map((source) => valueFrom(source, values));
    return (await db.executeQuery<R>({ ...prepared.query, parameters })).rows;
  };
}

/** The row of a query that always answers one, such as a count. */
export function onlyRow<R>(rows: R[]): R {
  const [row] = rows;
  if (row === undefined) throw new Error("The query answered no row");
  return row;
}

import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./connection.ts";

const SLOT = "\u0000slot:";

/** Stands for a value given at each run; the type is the value's, so the builder checks it as usual. */
export type Slot<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query of a fixed shape, built and compiled once per SQL dialect rather than at every call
 * (Kysely's builder and compiler spend 15–25 µs on each query): for the guest check-in, the busiest
 * path. The builder marks each value that changes from run to run with `slot(name)`; a run fills
 * those parameters in. Only single values belong in slots: a list (`in`) compiles to a placeholder
 * per item, so its query has no fixed shape.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(build: (db: Db, slot: Slot<P>) => Compilable<R>): (db: Db, values: P) => Promise<R[]> {
  // Keyed by the dialect's adapter, which a transaction shares with the database it came from.
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  const slot: Slot<P> = (name) => `${SLOT}${name}` as never;
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, slot).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((parameter) =>
      typeof parameter === "string" && parameter.startsWith(SLOT) ? values[parameter.slice(SLOT.length)] : parameter,
    );
    return db.executeQuery<R>({ ...query, parameters }).then((result) => result.rows);
  };
}

/** The row of a query that always answers one, such as a count. */
export function onlyRow<R>(rows: R[]): R {
  const [row] = rows;
  if (row === undefined) throw new Error("The query answered no row");
  return row;
}

import { writeSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, StatementSync } from "node:sqlite";

/**
 * Loaded into a spawned server with `--import` by fault tests (tests/support/spawned-server.ts).
 * FAULT_HOLD is `{ "file": "health.sqlite", "sql": "<regexp>" }`: once armed by SIGUSR2, the first
 * SQLite statement on that file whose text matches runs, then the whole process stops in place and
 * says so on standard error, for the test to kill it exactly there. Nothing in the server knows.
 */
export const HELD_LINE = "fault-hold: held";
export const ARMED_LINE = "fault-hold: armed";

interface HoldSpec {
  file: string;
  sql: string;
}

const spec = process.env.FAULT_HOLD ? (JSON.parse(process.env.FAULT_HOLD) as HoldSpec) : undefined;

if (spec) {
  const pattern = new RegExp(spec.sql, "i");
  let armed = false;
  const watched = new WeakSet<StatementSync>();
  const matches = (db: DatabaseSync, sql: string) => path.basename(db.location() ?? "") === spec.file && pattern.test(sql);
  const holdHere = () => {
    if (!armed) return;
    armed = false;
    writeSync(2, `${HELD_LINE}\n`);
    // Stops the event loop and every timer with it: nothing after the statement runs until the kill.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  };
  process.on("SIGUSR2", () => {
    armed = true;
    writeSync(2, `${ARMED_LINE}\n`);
  });

  const prepare = DatabaseSync.prototype.prepare;
  DatabaseSync.prototype.prepare = function (this: DatabaseSync, sql: string) {
    const statement = prepare.call(this, sql);
    if (matches(this, sql)) watched.add(statement);
    return statement;
  };
  const exec = DatabaseSync.prototype.exec;
  DatabaseSync.prototype.exec = function (this: DatabaseSync, sql: string) {
    exec.call(this, sql);
    if (matches(this, sql)) holdHere();
  };
  for (const method of ["run", "all", "get"] as const) {
    const original = StatementSync.prototype[method] as (this: StatementSync, ...values: never[]) => unknown;
    Object.defineProperty(StatementSync.prototype, method, {
      value: function (this: StatementSync, ...values: never[]) {
        const result = original.apply(this, values);
        if (watched.has(this)) holdHere();
        return result;
      },
    });
  }
}

import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { isSqliteBusy, lockDeadline, retryWhileBusy, WriterTurns } from "./sqlite-write-lock.ts";
import { checkpointInBackground, type StopCheckpoints, type WalCheckpointSettings } from "./wal-checkpoints.ts";

/** Prepared statements kept per connection; the app's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500;
/**
 * Pages the WAL may hold before a commit copies them back into the database file (SQLite's
 * default is 1,000). A checkpoint syncs the disk and runs inside the commit that triggers it; a
 * page rewritten many times between checkpoints is copied once. 10,000 pages of 4 KB keep the WAL
 * under ~40 MB. With background checkpoints, only a writer that never pauses reaches it.
 */
const WAL_AUTOCHECKPOINT_PAGES = 10_000;

export interface SqliteOptions {
  /**
   * Checkpoint the WAL from a thread of its own instead of inside commits, this often: for the
   * server's busiest database, whose commits answer requests (wal-checkpoints.ts).
   */
  backgroundCheckpoints?: Omit<WalCheckpointSettings, "file">;
}

/**
 * The server's: four checkpoints a second. An index page the check-ins keep changing is copied back
 * once per checkpoint however often it changed since, so twenty a second copied most pages several
 * times over (~20 µs of CPU per check-in, decision 011). The WAL is synced at each checkpoint, so a
 * power cut may lose the commits of the last quarter of a second (a crash of the process, none).
 */
export const SERVER_CHECKPOINTS = { intervalMs: 250 };

/**
 * Kysely over Node's built-in `node:sqlite`, so SQLite needs no native addon.
 * `synchronous = NORMAL` in WAL mode syncs at checkpoints instead of at every commit: a crash of the
 * process loses nothing, a power cut may lose the last commits but never corrupts the file
 * (docs/decisions/003-one-query-layer-two-databases.md).
 * Nothing here waits for a lock on the event loop (docs/decisions/021-locked-database.md): the
 * connections' busy_timeout stays at SQLite's 0, transactions take the write lock at `BEGIN
 * IMMEDIATE`, tried again with pauses while another connection (a backup, an operator's shell, a
 * second server) holds it, and reads go to a connection of their own, which WAL never makes wait
 * for a writer.
 */
export function nodeSqliteDialect(file: string, options: SqliteOptions = {}): Dialect {
  const driver = new NodeSqliteDriver(file, options);
  return {
    createDriver: () => driver,
    createAdapter: () => new NodeSqliteAdapter(driver),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}

/** SQLite's adapter, with our driver's reads and writes on connections of their own. */
export class NodeSqliteAdapter extends SqliteAdapter {
  readonly #driver: NodeSqliteDriver;
  constructor(driver: NodeSqliteDriver) {
    super();
    this.#driver = driver;
  }

  override get supportsMultipleConnections(): boolean {
    return true;
  }

  /** Whether a write would get the file's lock now; answers at once. */
  writable(): boolean {
    return this.#driver.writable();
  }
}

interface Prepared {
  statement: StatementSync;
  /** Whether it answers rows, worked out once: columns() builds a description of every column. */
  reader: boolean;
}

/** One node:sqlite connection and its prepared statements. */
class SqliteConnection {
  readonly db: DatabaseSync;
  readonly #statements = new Map<string, Prepared>();
  constructor(db: DatabaseSync) {
    this.db = db;
  }

  run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const { statement, reader } = this.#prepared(sql);
    const values = parameters as SQLInputValue[];
    if (reader) return { rows: statement.all(...values) as R[] };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  close(): void {
    this.#statements.clear();
    this.db.close();
  }

  #prepared(sql: string): Prepared {
    const cached = this.#statements.get(sql);
    if (cached) return cached;
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value as string);
    const statement = this.db.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    this.#statements.set(sql, entry);
    return entry;
  }
}

/** A select that cannot write: a `with` clause may hold an insert or an update. */
const readsOnly = ({ query }: CompiledQuery): boolean => SelectQueryNode.is(query) && query.with === undefined;

/** What Kysely holds for a query, or for a transaction from begin to commit or rollback. */
class Session implements DatabaseConnection {
  readonly #driver: NodeSqliteDriver;
  /** Inside a transaction, which holds the writing connection's turn. */
  inTransaction = false;
  constructor(driver: NodeSqliteDriver) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute<R>(query, this.inTransaction);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #file: string;
  readonly #options: SqliteOptions;
  readonly #turns = new WriterTurns();
  #writer?: SqliteConnection;
  #reader?: SqliteConnection;
  #stopCheckpoints?: StopCheckpoints;

  constructor(file: string, options: SqliteOptions) {
    this.#file = file;
    this.#options = options;
  }

  async init(): Promise<void> {
    const writer = new DatabaseSync(this.#file);
    // temp_store: a statement's journal stays in memory. A check-in batch's insert changes more
    // pages than SQLite holds before spilling the journal to a temporary file, which it then
    // created, wrote and deleted at every batch: half the insert's cost.
    writer.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}; PRAGMA temp_store = MEMORY;`,
    );
    this.#writer = new SqliteConnection(writer);
    // Opened once the writer has made the file and put it in WAL mode; read-only, so a write
    // sent here by mistake fails instead of writing without the turn.
    this.#reader = new SqliteConnection(new DatabaseSync(this.#file, { readOnly: true }));
    const checkpoints = this.#options.backgroundCheckpoints;
    // Should the thread fail, commits go on checkpointing past WAL_AUTOCHECKPOINT_PAGES.
    this.#stopCheckpoints = checkpoints
      ? checkpointInBackground({ file: this.#file, ...checkpoints }, (error) => console.error(`WAL checkpoint thread failed: ${error.message}`))
      : undefined;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this);
  }

  async beginTransaction(session: Session): Promise<void> {
    const writer = this.#connection(this.#writer);
    await this.#withTurn(() => writer.db.exec("BEGIN IMMEDIATE"), { keep: true });
    session.inTransaction = true;
  }

  async commitTransaction(session: Session): Promise<void> {
    // A failed commit (a deferred foreign key) leaves the transaction open: Kysely rolls it back next.
    this.#connection(this.#writer).db.exec("COMMIT");
    this.#endTransaction(session);
  }

  async rollbackTransaction(session: Session): Promise<void> {
    const writer = this.#connection(this.#writer);
    try {
      // Some failures (a full disk) have rolled the transaction back already.
      if (writer.db.isTransaction) writer.db.exec("ROLLBACK");
    } finally {
      this.#endTransaction(session);
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#stopCheckpoints?.();
    this.#reader?.close();
    this.#writer?.close();
  }

  execute<R>(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<R>> {
    const writer = this.#connection(this.#writer);
    if (inTransaction) {
      try {
        return Promise.resolve(writer.run<R>(query));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    if (readsOnly(query)) {
      const reader = this.#connection(this.#reader);
      return retryWhileBusy(() => reader.run<R>(query), lockDeadline());
    }
    return this.#withTurn(() => writer.run<R>(query), { keep: false });
  }

  writable(): boolean {
    if (this.#turns.taken) return !this.#turns.waitingForLock;
    const writer = this.#connection(this.#writer).db;
    try {
      writer.exec("BEGIN IMMEDIATE");
      writer.exec("ROLLBACK");
      return true;
    } catch (error) {
      if (isSqliteBusy(error)) return false;
      throw error;
    }
  }

  /**
   * Runs `attempt` on the writing connection in the process's turn, tried again while the file's
   * lock is taken; the turn is kept on success when `keep` (a transaction begins) and given back
   * otherwise. The deadline counts from before the turn, so a write queued behind one that waits
   * for the lock does not wait twice.
   */
  async #withTurn<T>(attempt: () => T, { keep }: { keep: boolean }): Promise<T> {
    const deadline = lockDeadline();
    await this.#turns.take();
    let kept = false;
    try {
      const result = await retryWhileBusy(attempt, deadline, (waiting) => (this.#turns.waitingForLock = waiting));
      kept = keep;
      return result;
    } finally {
      if (!kept) this.#turns.give();
    }
  }

  #endTransaction(session: Session): void {
    session.inTransaction = false;
    this.#turns.give();
  }

  #connection(connection: SqliteConnection | undefined): SqliteConnection {
    if (!connection) throw new Error("The SQLite database is not open");
    return connection;
  }
}

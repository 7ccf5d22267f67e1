import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";

/** The admin's audit viewer and chain check, and a traveller's list of agencies that read their data (issue 13). */
export function auditRoutes(_app: FastifyInstance, _db: Db, _options: { clock: () => Date }): void {}

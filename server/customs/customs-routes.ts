import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.ts";
import type { AgencyStores } from "../db/stores/agency-stores.ts";
import type { UploadStorage } from "../uploads/storage.ts";

/** Customs verification at baggage claim (issue 13). */
export function customsRoutes(_app: FastifyInstance, _db: Db, _options: { stores: AgencyStores; storage: UploadStorage; clock: () => Date }): void {}

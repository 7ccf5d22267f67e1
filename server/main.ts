import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { databaseKind, openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { SERVER_CHECKPOINTS } from "./db/node-sqlite-dialect.ts";
import { findFirstEstablishment } from "./reference-data/reference-data-queries.ts";
import { seedReferenceData } from "./db/seed.ts";
import { closeAgencyStores, openAgencyStores } from "./db/stores/agency-stores.ts";
import { startRetentionJob } from "./jobs/retention.ts";
import { DEMO_PORTAL_ACCOUNT, seedDemoPortalAccount } from "./establishments/establishment-demo-account.ts";

const PRINT_QR_SIZE = 300;

const config = loadConfig();
// Check-ins commit here all day: checkpoints run beside the requests, not inside their commits.
const db = openDatabase(config, { backgroundCheckpoints: SERVER_CHECKPOINTS });
await migrateToLatest(db);
await seedReferenceData(db);
const stores = await openAgencyStores(config);
const app = await buildApp(config, db, { stores });
const retention = startRetentionJob(db, { log: app.log });
app.addHook("onClose", async () => {
  await retention.stop();
  await closeAgencyStores(stores);
  await db.destroy();
});

await app.listen({ port: config.port, host: config.host });
const establishment = await findFirstEstablishment(db);
if (!config.production) await seedDemoPortalAccount(db, establishment?.id);
console.log(`Database: ${databaseKind(config) === "postgres" ? "PostgreSQL" : config.sqliteFile}`);
if (establishment) {
  console.log(`Guest check-in: ${config.publicUrl}/g/logbook/${establishment.id}`);
  console.log(
    `Printable QR: ${config.publicUrl}/print/qr/${establishment.id}/${encodeURIComponent(establishment.name)}/${PRINT_QR_SIZE}`,
  );
}
if (!config.production) {
  console.log(`Establishment portal: ${config.publicUrl}/establishment (demo: ${DEMO_PORTAL_ACCOUNT.email} / ${DEMO_PORTAL_ACCOUNT.password})`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, finishing open requests`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

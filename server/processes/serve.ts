import cluster from "node:cluster";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { type Db, databaseKind, openDatabase } from "../db/connection.ts";
import { SERVER_CHECKPOINTS } from "../db/node-sqlite-dialect.ts";
import { findFirstEstablishment } from "../reference-data/reference-data-queries.ts";
import { closeAgencyStores } from "../db/stores/agency-stores.ts";
import { drainGate } from "../http/drain.ts";
import { startRetentionJob } from "../jobs/retention.ts";
import { startUndoingInterruptedDecisions } from "../customs/interrupted-decisions-job.ts";
import { startAuditCheckpointJob } from "../jobs/audit-checkpoint-job.ts";
import { startClusterDetectionJob } from "../jobs/cluster-detection-job.ts";
import { startNotificationJobs } from "../notifications/notification-jobs.ts";
import { DEMO_PORTAL_ACCOUNT } from "../establishments/establishment-demo-account.ts";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import { seedDemo } from "../demo/demo-seed.ts";
import { demoEmailOf } from "../demo/demo-staff.ts";
import { DEMO_STAFF_CODE } from "../staff/demo-members.ts";
import { prepareDatabases } from "./prepare-databases.ts";
import { leaveOnSignals } from "./shutdown.ts";

const PRINT_QR_SIZE = 300;

/** One whole server: alone, or one of the primary's workers (decision 023). */
export async function serve(config: Config): Promise<void> {
  // Check-ins commit here all day: checkpoints run beside the requests, not inside their commits.
  const db = openDatabase(config, { backgroundCheckpoints: SERVER_CHECKPOINTS });
  const stores = await prepareDatabases(config, db);
  const { app, services } = await buildApp(config, db, { stores });
  const stopUndoing = await startUndoingInterruptedDecisions(db, stores.customs, {
    sharedWithOthers: databaseKind(config) === "postgres",
    log: app.log,
    clock: () => new Date(),
  });
  const { drain } = drainGate(app);
  const reach = { health: stores.health, uploads: services.uploads, sender: services.sender, publicUrl: config.publicUrl, log: app.log };
  const retention = startRetentionJob(db, { log: app.log, reach });
  const auditCheckpoints = startAuditCheckpointJob(db, services.checkpointing, { log: app.log });
  const notificationJobs = startNotificationJobs(db, services.notifier, { log: app.log });
  const clusterDetection = startClusterDetectionJob(db, stores.health, { log: app.log });
  // onClose hooks run last-added first: this one closes the databases, so it waits for the e-mails queued after answers and the notices being sent.
  app.addHook("onClose", async () => {
    await services.afterAnswer.idle();
    stopUndoing();
    await retention.stop();
    await auditCheckpoints.stop();
    await notificationJobs.stop();
    await clusterDetection.stop();
    await services.notifier.idle();
    await closeAgencyStores(stores);
    await db.destroy();
  });
  leaveOnSignals(drain, { info: (message) => app.log.info(message), error: (fields, message) => app.log.error(fields, message) });

  await app.listen({ port: config.port, host: config.host });
  // Of several workers the first says it for all (and seeds the demo); one started in place of a dead worker, nothing.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  if (config.demoStaff) await seedDemo(app, db, services.serverSecret);
  await printAddresses(config, db);
}

async function printAddresses(config: Config, db: Db): Promise<void> {
  const establishment = await findFirstEstablishment(db);
  console.log(`Database: ${databaseKind(config) === "postgres" ? "PostgreSQL" : config.sqliteFile}`);
  if (config.serverProcesses > 1) console.log(`Server processes: ${config.serverProcesses}`);
  if (establishment) {
    console.log(`Guest check-in: ${config.publicUrl}/g/logbook/${establishment.id}`);
    console.log(`Printable QR: ${config.publicUrl}/print/qr/${establishment.id}/${encodeURIComponent(establishment.name)}/${PRINT_QR_SIZE}`);
  }
  if (!config.production) {
    console.log(`Establishment portal: ${config.publicUrl}/establishment (demo: ${DEMO_PORTAL_ACCOUNT.email} / ${DEMO_PORTAL_ACCOUNT.password})`);
  }
  const hasAdmin = await db.selectFrom("staff_roles").select("staff_id").where("role", "=", "admin").executeTakeFirst();
  console.log(
    `Staff console: ${config.publicUrl}/console` +
      (hasAdmin ? "" : ` (no admin yet: npm run staff -- create-admin --email <address> --name "<name>" prints the first invitation; or start with --demo)`),
  );
  if (config.demoStaff) {
    console.log(`Demo staff (DEMO_STAFF): e-mail code and authenticator code ${DEMO_STAFF_CODE} for each of`);
    for (const role of STAFF_ROLES) console.log(`  ${demoEmailOf(role)}`);
  }
}

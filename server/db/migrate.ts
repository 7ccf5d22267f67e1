import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Db } from "./connection.ts";
import * as referenceData from "./migrations/0001-reference-data.ts";
import * as accounts from "./migrations/0002-accounts.ts";
import * as addresses from "./migrations/0003-addresses.ts";
import * as uploads from "./migrations/0004-uploads.ts";
import * as logbook from "./migrations/0005-logbook.ts";
import * as establishmentAccounts from "./migrations/0006-establishment-accounts.ts";
import * as checkInIndexes from "./migrations/0007-check-in-indexes.ts";
import * as visitHistories from "./migrations/0008-visit-histories.ts";
import * as staffAndAudit from "./migrations/0009-staff-and-audit.ts";
import * as frontLinersAsStaff from "./migrations/0010-front-liners-as-staff.ts";
import * as e164PhoneNumbers from "./migrations/0011-e164-phone-numbers.ts";
import * as jobLeases from "./migrations/0012-job-leases.ts";
import * as contactTracingIndex from "./migrations/0013-contact-tracing-index.ts";
import * as caseStatusesAndFlagReviews from "./migrations/0014-case-statuses-and-flag-reviews.ts";
import * as personNameKeys from "./migrations/0015-person-name-keys.ts";
import * as editableReferenceData from "./migrations/0016-editable-reference-data.ts";
import * as notificationsAndContactMessages from "./migrations/0017-notifications-and-contact-messages.ts";
import * as personKeysAndHouseholds from "./migrations/0018-person-keys-and-households.ts";
import * as guestNameKeys from "./migrations/0019-guest-name-keys.ts";
import * as tripTravellerMessages from "./migrations/0020-trip-traveller-messages.ts";
import * as tripCodes from "./migrations/0021-trip-codes.ts";
import * as staffFactorFailures from "./migrations/0022-staff-factor-failures.ts";
import * as auditCheckpoints from "./migrations/0023-audit-checkpoints.ts";
import * as visitLanguage from "./migrations/0024-visit-language.ts";
import * as staffRecoveryCodes from "./migrations/0026-staff-recovery-codes.ts";
import * as tripHealthDeleted from "./migrations/0028-trip-health-deleted.ts";
import * as establishmentChecks from "./migrations/0029-establishment-checks.ts";

/** The one migration set; listed in code so the server needs no file-system scan at start. */
const migrations: Record<string, Migration> = {
  "0001-reference-data": referenceData,
  "0002-accounts": accounts,
  "0003-addresses": addresses,
  "0004-uploads": uploads,
  "0005-logbook": logbook,
  "0006-establishment-accounts": establishmentAccounts,
  "0007-check-in-indexes": checkInIndexes,
  "0008-visit-histories": visitHistories,
  "0009-staff-and-audit": staffAndAudit,
  "0010-front-liners-as-staff": frontLinersAsStaff,
  "0011-e164-phone-numbers": e164PhoneNumbers,
  "0012-job-leases": jobLeases,
  "0013-contact-tracing-index": contactTracingIndex,
  "0014-case-statuses-and-flag-reviews": caseStatusesAndFlagReviews,
  "0015-person-name-keys": personNameKeys,
  "0016-editable-reference-data": editableReferenceData,
  "0017-notifications-and-contact-messages": notificationsAndContactMessages,
  "0018-person-keys-and-households": personKeysAndHouseholds,
  "0019-guest-name-keys": guestNameKeys,
  "0020-trip-traveller-messages": tripTravellerMessages,
  "0021-trip-codes": tripCodes,
  "0022-staff-factor-failures": staffFactorFailures,
  "0023-audit-checkpoints": auditCheckpoints,
  "0024-visit-language": visitLanguage,
  "0026-staff-recovery-codes": staffRecoveryCodes,
  "0028-trip-health-deleted": tripHealthDeleted,
  "0029-establishment-checks": establishmentChecks,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Every migration in order; with `upTo`, only as far as that one (tests of a migration over older data). */
export async function migrateToLatest(db: Db, upTo?: string): Promise<void> {
  // 0020 was numbered before 0021 and 0022 but written after them: a database that already has those runs it late.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}

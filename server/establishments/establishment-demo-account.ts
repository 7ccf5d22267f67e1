import type { Db } from "../db/connection.ts";
import { assignUnownedBranch, findAccountByEmail, insertAccount } from "./establishment-queries.ts";
import { hashPassword } from "./establishment-passwords.ts";

/** Printed at start and in docs/features.md; never created in production. */
export const DEMO_PORTAL_ACCOUNT = {
  email: "demo-establishment@example.com",
  password: "demo-establishment-portal",
  organisation_name: "Garapan Seaside Cafe",
} as const;

/** The demo establishment account, owning the seeded demo branch unless someone else already does. */
export async function seedDemoPortalAccount(db: Db, demoBranchId: string | undefined, now = new Date()): Promise<void> {
  const existing = await findAccountByEmail(db, DEMO_PORTAL_ACCOUNT.email);
  const accountId =
    existing?.id ??
    (await insertAccount(
      db,
      {
        email: DEMO_PORTAL_ACCOUNT.email,
        organisation_name: DEMO_PORTAL_ACCOUNT.organisation_name,
        password_hash: await hashPassword(DEMO_PORTAL_ACCOUNT.password),
        email_confirmed_at: now.toISOString(),
      },
      now,
    ));
  if (accountId && demoBranchId) await assignUnownedBranch(db, demoBranchId, accountId);
}

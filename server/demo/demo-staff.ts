import { randomUUID } from "node:crypto";
import { generateSecret } from "otplib";
import { STAFF_ROLES, type StaffRole } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";
import { DEMO_STAFF_DOMAIN } from "../staff/demo-members.ts";
import { setRoles } from "../staff/member-service.ts";
import { sealSecret } from "../staff/staff-secrets.ts";

const NAMES: Record<StaffRole, string> = {
  admin: "Ana Cruz",
  customs_officer: "Ramon Castro",
  customs_supervisor: "Teresa Diaz",
  tourism_analyst: "Mina Kwon",
  health_official: "Lourdes Camacho",
  front_liner: "Jesse Aldan",
};

export interface DemoMember {
  id: string;
  email: string;
  display_name: string;
  role: StaffRole;
}

export const demoEmailOf = (role: StaffRole): string => `${role.replaceAll("_", "-")}@${DEMO_STAFF_DOMAIN}`;

export async function demoStaffSeeded(db: Db): Promise<boolean> {
  return (await db.selectFrom("staff_members").select("id").where("email", "=", demoEmailOf("admin")).executeTakeFirst()) !== undefined;
}

/** One active member per role with an authenticator set up, so signing in asks for the second factor and takes the published code. */
export async function seedDemoStaff(db: Db, serverSecret: string, now: Date): Promise<DemoMember[]> {
  const at = now.toISOString();
  const members = STAFF_ROLES.map((role) => ({ id: randomUUID(), email: demoEmailOf(role), display_name: `${NAMES[role]} (demo)`, role }));
  await db.transaction().execute(async (trx) => {
    for (const member of members) {
      await trx
        .insertInto("staff_members")
        .values({
          id: member.id,
          email: member.email,
          display_name: member.display_name,
          status: "active",
          totp_secret: sealSecret(serverSecret, generateSecret()),
          totp_enrolled_at: at,
          locked_until: null,
          last_sign_in_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await setRoles(trx, member.id, [member.role], null, now);
    }
  });
  return members;
}

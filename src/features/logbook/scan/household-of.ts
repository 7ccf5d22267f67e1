import type { Household } from "../../../../machines/logbook-scan.machine.ts";
import { ageOn, type Profile } from "#domain/accounts.ts";

/** The traveller's names, and their profile's family members as people who may check in with them, aged on `today`. */
export function householdOf(profile: Profile | undefined, today: Date): Household {
  return {
    holder: { name: profile?.first_name ?? "", last_name: profile?.last_name ?? "" },
    family: (profile?.families ?? []).map((member) => ({
      name: member.first_name,
      middle_name: member.middle_name,
      last_name: member.last_name,
      age: ageOn(member.birth_date, today),
      gender: member.gender,
    })),
  };
}

import { randomUUID } from "node:crypto";
import type { Db } from "../../../server/db/connection.ts";
import { flagCheckIn } from "../../../server/logbook/check-in-flags.ts";
import { phonePersonKey } from "#domain/person-key.ts";
import { visitRow } from "../../support/tracing-visits.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A guest of the planted logbook: known by name and the mobile number they checked in with. */
export interface PlantedGuest {
  firstName: string;
  lastName: string;
  /** E.164, as the guest check-in stores it. */
  mobile: string;
  gender: "FEMALE" | "MALE";
  /** The check-in page's language, when not English. */
  language?: "ja" | "ko" | "zh";
}

export const personKeyOf = (guest: PlantedGuest) => phonePersonKey(guest.mobile, { first_name: guest.firstName, last_name: guest.lastName });
export const fullNameOf = (guest: PlantedGuest) => `${guest.firstName} ${guest.lastName}`;

/** The people the scenario plants around the index guest, and what contact tracing must make of each. */
export const PLANTED = {
  /** At the café with the index guest yesterday for 40 minutes: first generation. */
  liza: { firstName: "LIZA", lastName: "MANGLONA", mobile: "+16702851122", gender: "FEMALE" },
  /** Behind the café's counter for 70 minutes of the index guest's visit: first generation, unticked by the official; at the bakery in the evening. */
  tomas: { firstName: "TOMAS", lastName: "AGUON", mobile: "+16702859933", gender: "MALE" },
  /** Arrived as the index guest was leaving, 10 minutes together: under the 15-minute minimum, never listed. */
  pedro: { firstName: "PEDRO", lastName: "TENORIO", mobile: "+16702854477", gender: "MALE" },
  /** At the bakery with Liza later that day for 45 minutes: second generation; checked in on the Japanese page. */
  vicente: { firstName: "VICENTE", lastName: "BORJA", mobile: "+16702857788", gender: "MALE", language: "ja" },
  /** At the bakery with Tomás that evening for 50 minutes: second generation, reached only through him. */
  nieves: { firstName: "NIEVES", lastName: "PANGELINAN", mobile: "+16702856644", gender: "FEMALE" },
  /** Checked in at the café, then two minutes later at the bakery 7 km away, hours before anyone else: a flagged check-in, nobody's contact. */
  juan: { firstName: "JUAN", lastName: "DELA CRUZ", mobile: "+16702853366", gender: "MALE" },
} as const satisfies Record<string, PlantedGuest>;

/** The second branch, where Liza exposed Vicente and Tomás exposed Nieves. */
export const BAKERY = { name: "Chalan Kanoa Bakery", branch: "Susupe", latitude: 15.1504, longitude: 145.7071 } as const;

/** A guest check-in as the guest form would have written it, at a branch, from `start` for `minutes`. */
function guestVisit(branchId: string, guest: PlantedGuest, start: number, minutes: number, endReason: "checked_out" | "checked_in_elsewhere" = "checked_out") {
  return {
    ...visitRow({
      id: randomUUID(),
      branchId,
      personKey: personKeyOf(guest),
      startedAt: new Date(start).toISOString(),
      endsAt: new Date(start + minutes * MINUTE_MS).toISOString(),
    }),
    first_name: guest.firstName,
    last_name: guest.lastName,
    age: 41,
    gender: guest.gender,
    mobile_number: guest.mobile,
    language: guest.language ?? "en",
    purpose: "Pleasure",
    symptoms: JSON.stringify(["NONE_OF_THE_ABOVE"]),
    end_reason: endReason,
  };
}

/**
 * Writes the logbook of the day before into the database, around the index guest: their visit to the
 * café 26 hours before `now` (inside any infectious window that starts two days before today), three
 * guests there with them (40, 70 and 10 minutes together), and the bakery later that day where Liza
 * spent 45 minutes with Vicente, and in the evening Tomás 50 minutes with Nieves; four hours before, Juan's check-in at the bakery two minutes after
 * the café's, flagged as the check-in flags it. Returns the bakery's id.
 */
export async function plantTracingScenario(db: Db, { cafeId, index, now }: { cafeId: string; index: PlantedGuest; now: Date }): Promise<string> {
  const bakeryId = randomUUID();
  await db
    .insertInto("establishments")
    .values({
      id: bakeryId,
      ...BAKERY,
      label: "Front door",
      logo: "",
      qr_type: "ESTABLISHMENT",
      created_at: new Date(now.getTime() - 400 * 24 * HOUR_MS).toISOString(),
      account_id: null,
    })
    .execute();
  const atCafe = now.getTime() - 26 * HOUR_MS;
  const juanAtBakery = guestVisit(bakeryId, PLANTED.juan, atCafe - 4 * HOUR_MS + 2 * MINUTE_MS, 30);
  const visits = [
    guestVisit(cafeId, index, atCafe, 90),
    guestVisit(cafeId, PLANTED.liza, atCafe - 20 * MINUTE_MS, 60),
    guestVisit(cafeId, PLANTED.tomas, atCafe + 10 * MINUTE_MS, 70),
    guestVisit(cafeId, PLANTED.pedro, atCafe + 80 * MINUTE_MS, 60),
    guestVisit(bakeryId, PLANTED.liza, atCafe + 5 * HOUR_MS, 60),
    guestVisit(bakeryId, PLANTED.vicente, atCafe + 5 * HOUR_MS + 15 * MINUTE_MS, 90),
    guestVisit(bakeryId, PLANTED.tomas, atCafe + 8 * HOUR_MS, 60),
    guestVisit(bakeryId, PLANTED.nieves, atCafe + 8 * HOUR_MS + 10 * MINUTE_MS, 50),
    guestVisit(cafeId, PLANTED.juan, atCafe - 4 * HOUR_MS, 2, "checked_in_elsewhere"),
    juanAtBakery,
  ];
  await db.insertInto("visits").values(visits).execute();
  await flagCheckIn(db, juanAtBakery, { id: bakeryId, ...BAKERY }, 1, new Date(juanAtBakery.started_at));
  return bakeryId;
}

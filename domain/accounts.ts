import * as v from "valibot";
import { MAX_PASSENGERS } from "./constants.ts";
import { Email, IsoDate, MobileNumber, Name, OptionalName, optionalText } from "./fields.ts";
import { GENDERS } from "./genders.ts";
import { LOCALES } from "./locales.ts";

/**
 * Sign-in, profile and family contracts: the server validates with these schemas and the web app
 * builds its requests and reads its answers with them (DESIGN.md, one schema for both sides).
 */

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MINUTES = 5;
export const OTP_MAX_WRONG_TRIES = 5;
/** The app offers "resend" only after this pause; the server throttles on its own. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export { GENDERS };
/** Tokens a 403 carries when the session has ended (docs/product-spec.md, part 8). */
export const SESSION_ERRORS = { expired: "token_expired", invalid: "token_invalid" } as const;

const Locale = v.optional(v.picklist(LOCALES));

/** A reference to one OTP request; the code confirms only the request that produced it. */
export const AuthReference = v.pipe(v.string(), v.uuid("The sign-in request is not valid. Please ask for a new code."));

export const RequestOtpBySms = v.object({ mobile_number: MobileNumber, lang: Locale });
export const ResendOtpBySms = v.object({ auth: AuthReference });
export const RequestOtpByEmail = v.object({ email: Email, lang: Locale });
/** Sends the code of a pending SMS sign-in to an e-mail address instead. */
export const SendOtpToEmail = v.object({ auth: AuthReference, email: Email });
export const ConfirmOtp = v.object({
  auth: AuthReference,
  otp: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{6}$/, "Enter the 6-digit code.")),
});
export const GuestLogin = v.object({ lang: Locale });

export const OtpRequested = v.object({
  message: v.string(),
  data: v.object({ auth: v.string(), channel: v.picklist(["sms", "email"]), expires_at: v.string() }),
});
export const SessionStarted = v.object({
  data: v.object({ token: v.string(), is_guest: v.boolean(), email: v.optional(v.string()) }),
});
export const MessageAnswer = v.object({ message: v.string() });

export const ProfileAttributes = v.object({
  uuid: v.string(),
  is_guest: v.boolean(),
  is_reg_completed: v.boolean(),
  is_front_liner: v.boolean(),
  mobile_number: v.nullable(v.string()),
  age: v.nullable(v.number()),
  passport_country: v.nullable(v.string()),
  passport: v.nullable(v.string()),
  has_first_dose: v.boolean(),
  has_second_dose: v.boolean(),
  has_booster: v.boolean(),
  has_rt_pcr: v.boolean(),
  has_attested: v.boolean(),
  verification_status: v.nullable(v.string()),
  verification_remarks: v.nullable(v.string()),
  is_customs_completed: v.boolean(),
  is_health_declaration_completed: v.boolean(),
  photo_url: v.nullable(v.string()),
  latest_visit_history_uuid: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  middle_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDERS)),
  health_status: v.nullable(v.string()),
  case_status: v.nullable(v.string()),
  symptoms: v.array(v.string()),
});
export type ProfileAttributes = v.InferOutput<typeof ProfileAttributes>;

export const LogbookAttributes = v.object({
  name: v.nullable(v.string()),
  middle_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  birth_date: v.nullable(v.string()),
  region_code: v.nullable(v.string()),
  province_code: v.nullable(v.string()),
  municipality_code: v.nullable(v.string()),
  barangay_code: v.nullable(v.string()),
  email: v.nullable(v.string()),
  company_name: v.nullable(v.string()),
  full_address: v.nullable(v.string()),
});
export type LogbookAttributes = v.InferOutput<typeof LogbookAttributes>;

export const FamilyMember = v.object({
  first_name: Name,
  middle_name: OptionalName,
  last_name: Name,
  birth_date: IsoDate,
  gender: v.picklist(GENDERS, "Select MALE or FEMALE."),
  passport: optionalText(20),
  passport_country: optionalText(3),
});
export type FamilyMember = v.InferOutput<typeof FamilyMember>;

export const ProfileAnswer = v.object({
  data: v.object({ id: v.string(), type: v.literal("profile"), attributes: ProfileAttributes }),
  included: v.array(
    v.variant("type", [
      v.object({ id: v.string(), type: v.literal("logbook"), attributes: LogbookAttributes }),
      v.object({ id: v.string(), type: v.literal("family"), attributes: FamilyMember }),
    ]),
  ),
});
export type ProfileAnswer = v.InferOutput<typeof ProfileAnswer>;

/** docs/product-spec.md, part 3: the save payload; first_name travels as `name`. */
export const SaveProfile = v.object({
  photo_url: optionalText(2048),
  passport_country: optionalText(3),
  passport: optionalText(20),
  name: Name,
  middle_name: OptionalName,
  last_name: Name,
  gender: v.picklist(GENDERS, "Select MALE or FEMALE."),
  birth_date: IsoDate,
  region_code: optionalText(20),
  province_code: optionalText(20),
  municipality_code: optionalText(20),
  barangay_code: optionalText(20),
  email: v.optional(v.nullable(Email)),
  company_name: optionalText(),
  mobile_number: v.optional(v.nullable(MobileNumber)),
});
export type SaveProfile = v.InferOutput<typeof SaveProfile>;

export const SaveFamilies = v.object({
  families: v.pipe(v.array(FamilyMember), v.maxLength(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} family members.`)),
});
export type SaveFamilies = v.InferOutput<typeof SaveFamilies>;

/** The profile as the app keeps it: the attributes with the included logbook record and the family merged in (docs/product-spec.md, part 3). */
export type Profile = ProfileAttributes & Partial<LogbookAttributes> & { families: FamilyMember[] };

/** Development outbox (GET /dev/outbox): the messages kept when no SMTP server or SMS provider is configured. */
export const OutboxQuery = v.object({ recipient: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())) });
export const OutboxAnswer = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      channel: v.picklist(["sms", "email"]),
      recipient: v.string(),
      subject: v.nullable(v.string()),
      body: v.string(),
      created_at: v.string(),
    }),
  ),
});

export const FamilyResource = v.object({ id: v.string(), type: v.literal("family"), attributes: FamilyMember });
export const FamiliesSaved = v.object({ message: v.string(), data: v.array(FamilyResource) });
export type FamiliesSaved = v.InferOutput<typeof FamiliesSaved>;

/**
 * A profile is complete once the fields a declaration cannot do without are saved. Saving the
 * profile requires all four, so only accounts that never saved one (new and guest accounts) are incomplete.
 */
export function isRegistrationComplete(profile: {
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  birth_date: string | null;
}): boolean {
  return Boolean(profile.first_name && profile.last_name && profile.gender && profile.birth_date);
}

/** Whole years from a YYYY-MM-DD birth date to the given day (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split("-").map(Number);
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

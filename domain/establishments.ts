import * as v from "valibot";
import { COMMONWEALTH_UTC_OFFSET_HOURS } from "./commonwealth-time.ts";
import { Email, NAME_REQUIRED, text } from "./fields.ts";

/**
 * Establishment portal contracts (docs/product-spec.md, part 6 "Establishment", decision 012): an account with
 * its own register and login owns branches; each branch's id is its location QR uuid.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const VISIT_MINUTES = { min: 5, max: 1440, default: 120 } as const;

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const WRONG_CREDENTIALS = "The e-mail address or password is not correct.";
export const EMAIL_TAKEN = "This e-mail address cannot be registered.";
export { NAME_REQUIRED };
export const PLACE_INCOMPLETE = "Give both latitude and longitude, or neither.";
export const VISIT_MINUTES_RANGE = `The visit duration must be ${VISIT_MINUTES.min} to ${VISIT_MINUTES.max} minutes.`;
export const LATITUDE_RANGE = "The latitude must be a number from -90 to 90.";
export const LONGITUDE_RANGE = "The longitude must be a number from -180 to 180.";

const NewPassword = v.pipe(
  v.string(PASSWORD_TOO_SHORT),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  v.maxLength(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
);
const RequiredText = v.pipe(text(), v.nonEmpty(NAME_REQUIRED));

/** POST /api/v1/establishments/register */
export const RegisterEstablishment = v.object({
  email: Email,
  organisation_name: RequiredText,
  password: NewPassword,
});
export type RegisterEstablishment = v.InferOutput<typeof RegisterEstablishment>;

/** POST /api/v1/establishments/login: the password is only compared, never judged, so no length rule shows. */
export const LoginEstablishment = v.object({
  email: Email,
  password: v.pipe(v.string(WRONG_CREDENTIALS), v.nonEmpty(WRONG_CREDENTIALS), v.maxLength(PASSWORD_MAX_LENGTH, WRONG_CREDENTIALS)),
});
export type LoginEstablishment = v.InferOutput<typeof LoginEstablishment>;

/**
 * Mailed links (decision 062): confirming the e-mail address at registration and resetting the
 * password. Each works once and for a short time; asking for another ends the earlier one.
 */
export const CONFIRM_LINK_VALID_HOURS = 24;
export const RESET_LINK_VALID_MINUTES = 30;
export const LINK_PURPOSES = ["confirm_email", "reset_password"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** The portal's pages the mailed links open; the token follows the last slash. */
export const CONFIRM_PATH = "/establishment/confirm/";
export const RESET_PATH = "/establishment/reset/";

/** POST /api/v1/establishments/register: no session until the address is confirmed. */
export const RegistrationAnswer = v.object({ message: v.string(), data: v.object({ email: v.string() }) });
/** The same answer whoever the address belongs to, so no one learns which addresses have accounts. */
export const MAIL_SENT_IF_KNOWN = "If this address has an establishment account, an e-mail is on its way.";
export const EmailRequest = v.object({ email: Email });
export type EmailRequest = v.InferOutput<typeof EmailRequest>;
const LinkToken = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100));
export const LinkTokenBody = v.object({ token: LinkToken });
/** POST /api/v1/establishments/password-reset/confirm */
export const PasswordReset = v.object({ token: LinkToken, password: NewPassword });
export type PasswordReset = v.InferOutput<typeof PasswordReset>;

export const PortalAccount = v.object({ email: v.string(), organisation_name: v.string() });
export type PortalAccount = v.InferOutput<typeof PortalAccount>;
/** The portal's session token is given once; only its hash is kept. */
export const PortalSessionAnswer = v.object({ data: v.object({ token: v.string(), ...PortalAccount.entries }) });

const Coordinate = (limit: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.number(message), v.minValue(-limit, message), v.maxValue(limit, message))), null);

/** POST and PUT /api/v1/establishment/branches[/:id]; the logo is uploaded on its own (LOGO_URL_PREFIX). */
export const BranchInput = v.pipe(
  v.object({
    name: RequiredText,
    branch: v.optional(text(), ""),
    label: v.optional(text(), ""),
    address: v.optional(text(300), ""),
    visit_minutes: v.optional(
      v.pipe(
        v.number(VISIT_MINUTES_RANGE),
        v.integer(VISIT_MINUTES_RANGE),
        v.minValue(VISIT_MINUTES.min, VISIT_MINUTES_RANGE),
        v.maxValue(VISIT_MINUTES.max, VISIT_MINUTES_RANGE),
      ),
      VISIT_MINUTES.default,
    ),
    latitude: Coordinate(90, LATITUDE_RANGE),
    longitude: Coordinate(180, LONGITUDE_RANGE),
  }),
  v.forward(
    v.check((branch) => (branch.latitude === null) === (branch.longitude === null), PLACE_INCOMPLETE),
    ["longitude"],
  ),
);
export type BranchInput = v.InferInput<typeof BranchInput>;
export type Branch = v.InferOutput<typeof BranchInput>;

export const BranchId = v.object({ id: v.pipe(v.string(), v.uuid("Branch not found.")) });

/**
 * A branch's logo is an image uploaded to the portal and served by us to anyone (a logo is public),
 * so pages show it without letting another host see their visitors (docs/decisions/012).
 */
export const LOGO_URL_PREFIX = "/api/v1/logos/";
const LOGO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;
export const LogoKey = v.object({ key: v.string() });

export function isLogoKey(key: string): boolean {
  return LOGO_KEY.test(key);
}

export function logoUrl(key: string): string {
  return LOGO_URL_PREFIX + key;
}

/** The stored key behind one of our logo addresses; undefined for "" or an address of anyone else. */
export function logoKeyOf(logo: string): string | undefined {
  if (!logo.startsWith(LOGO_URL_PREFIX)) return undefined;
  const key = logo.slice(LOGO_URL_PREFIX.length);
  return isLogoKey(key) ? key : undefined;
}

export const BranchAttributes = v.object({
  name: v.string(),
  branch: v.string(),
  label: v.string(),
  logo: v.string(),
  address: v.string(),
  visit_minutes: v.number(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  qr_type: v.string(),
  /** Visits started since the commonwealth's midnight. */
  visitors_today: v.number(),
});
export type BranchAttributes = v.InferOutput<typeof BranchAttributes>;
export const BranchResource = v.object({ id: v.string(), type: v.literal("establishment"), attributes: BranchAttributes });
export type BranchResource = v.InferOutput<typeof BranchResource>;
export const BranchList = v.object({ data: v.array(BranchResource) });
export const BranchSaved = v.object({ message: v.string(), data: BranchResource });

/** Midnight of the commonwealth's current day, and the next one, as UTC instants. */
export function commonwealthDay(now: Date): { start: Date; end: Date } {
  const offsetMs = COMMONWEALTH_UTC_OFFSET_HOURS * 3_600_000;
  const local = new Date(now.getTime() + offsetMs);
  const startMs = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs;
  return { start: new Date(startMs), end: new Date(startMs + 86_400_000) };
}

/** The address a location QR holds (docs/product-spec.md, part 2: /g/logbook/{uuid}). */
export function checkInUrl(origin: string, uuid: string): string {
  return `${origin.replace(/\/$/, "")}/g/logbook/${uuid}`;
}

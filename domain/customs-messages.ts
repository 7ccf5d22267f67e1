import * as v from "valibot";

/**
 * The short standard messages an officer may send a traveller with a decision (decision 036;
 * decision 036). The trip keeps the code and its parameters, never a text: each app shows it in
 * its reader's language.
 */
export const TRAVELLER_MESSAGE_CODES = [
  "go_to_inspection_desk",
  "declare_currency_at_desk",
  "pay_duty_at_desk",
  "agriculture_inspection",
  "wait_for_officer",
  "keep_bags_closed",
] as const;
export type TravellerMessageCode = (typeof TRAVELLER_MESSAGE_CODES)[number];

/** The messages that name a desk; the others take no parameter. */
export const MESSAGES_WITH_DESK: readonly TravellerMessageCode[] = ["declare_currency_at_desk", "pay_duty_at_desk"];

export const DESK_MESSAGE = "Enter the desk number (letters and digits, at most 6).";

/** A desk as signs at the hall name it: "3", "B2". */
const Desk = v.pipe(v.string(DESK_MESSAGE), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,6}$/, DESK_MESSAGE));

export const TravellerMessage = v.pipe(
  v.object({
    code: v.picklist(TRAVELLER_MESSAGE_CODES, "Choose a message."),
    params: v.optional(v.object({ desk: v.optional(Desk) }), {}),
  }),
  v.forward(
    v.check((message) => !MESSAGES_WITH_DESK.includes(message.code) || Boolean(message.params.desk), DESK_MESSAGE),
    ["params", "desk"],
  ),
  // A desk is kept only where the message names one.
  v.transform((message) => ({ code: message.code, params: MESSAGES_WITH_DESK.includes(message.code) ? { desk: message.params.desk } : {} })),
);
export type TravellerMessage = v.InferOutput<typeof TravellerMessage>;

/** What the apps read back: the code and its parameters as stored. */
export const StoredTravellerMessage = v.object({ code: v.picklist(TRAVELLER_MESSAGE_CODES), params: v.object({ desk: v.optional(v.string()) }) });

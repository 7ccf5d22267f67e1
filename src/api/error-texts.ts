import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErrorCode } from "#domain/error-codes.ts";
import { MAX_OPEN_TRIPS } from "#domain/constants.ts";
import { DOOR_ERROR_TEXTS } from "./door-error-texts.ts";

/**
 * What the traveller half shows for each code it can meet, in the reader's language (decision 042);
 * the console's codes are in its own catalog, the image uploads' with the image fields (src/ui/forms/upload-texts.ts). The English is the server's message. Not among the
 * guest check-in page's first-screen messages (vite.config.ts): those are the door's.
 */
export const ERROR_TEXTS = {
  ...DOOR_ERROR_TEXTS,
  NOT_SIGNED_IN: msg`You must be logged in to continue.`,
  SESSION_INVALID: msg`Your session is no longer valid. Please sign in again.`,
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  GUEST_SESSION_ENDED: msg`Your guest session has ended.`,
  GUEST_ACCOUNT: msg`This is a guest account: it is deleted from the guest profile.`,
  REGISTERED_ACCOUNT: msg`This is a registered account: it is deleted from the profile.`,
  PROVIDER_NOT_FOUND: msg`Sign-in provider not found.`,
  CODE_NOT_SENT: msg`The code could not be sent. Please try again later.`,
  EMAIL_NOT_SENT: msg`The e-mail could not be sent. Please try again later.`,
  TOO_MANY_EMAILS: msg`Too many e-mails. Please try again later.`,
  PROFILE_NOT_FOUND: msg`Profile not found.`,
  NOTIFICATION_NOT_FOUND: msg`Notification not found.`,
  DIARY_LINK_INVALID: msg`This link is not valid. Use the link in the message you received.`,
  DIARY_LINK_EXPIRED: msg`This link has expired: your follow-up period has ended.`,
  NOT_A_FRONT_LINER: msg`Only front-liners can verify QR codes.`,
  BRANCH_NOT_FOUND: msg`Branch not found.`,
  // A disabled branch is rare at the door: its words come with the whole catalog, which the refusal asks for.
  ESTABLISHMENT_DISABLED: msg`This place no longer takes check-ins here: its account has been disabled. Ask the staff how to record your visit.`,
  BRANCH_HAS_VISITS: msg`This branch has check-ins kept for contact tracing. It can be deleted 30 days after its last check-in.`,
  EMAIL_NOT_CONFIRMED: msg`Confirm your e-mail address first: open the link we e-mailed you.`,
  ESTABLISHMENT_LINK_INVALID: msg`This link is not valid. Use the link in the newest e-mail we sent you.`,
  ESTABLISHMENT_LINK_EXPIRED: msg`This link has expired. Ask for a new one.`,
  ESTABLISHMENT_LINK_USED: msg`This link has already been used. Ask for a new one if you need it.`,
  TRIP_NOT_FOUND: msg`Trip not found.`,
  TRIP_REVIEWED: msg`An officer has reviewed this trip: it can no longer be changed or deleted.`,
  TRIP_EXPIRED: msg`This trip has expired: it can no longer be changed.`,
  TOO_MANY_OPEN_TRIPS: msg`You already have ${MAX_OPEN_TRIPS} trips that are not complete. Complete or delete one before you start another.`,
  HEALTH_PART_NOT_ASKED: msg`This trip needs no health declaration or attestation: they are asked only for trips from outside the commonwealth while pandemic measures are in force.`,
  FORM_NOT_SUBMITTED: msg`This form has not been submitted yet.`,
  NO_CURRENT_TRIP: msg`You have no current trip with a QR code. Complete your trip's declarations first.`,
  RECORD_NOT_FOUND: msg`Record not found.`,
  TOO_MANY_CONTACT_MESSAGES: msg`Too many messages. Please try again later.`,
} as const satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

export type TravellerErrorCode = keyof typeof ERROR_TEXTS;

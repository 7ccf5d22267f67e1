import * as v from "valibot";
import { SymptomAnswer } from "../logbook.ts";

/**
 * The symptom diary of a notified contact (decision 053): a daily check reached by a signed link in
 * the exposure message, without an account, until the last day of their follow-up period. The page
 * and its answers name no one: not the index case, not the place, not the contact.
 */

export const DIARY_MESSAGES = {
  invalid: "This link is not valid. Use the link in the message you received.",
  expired: "This link has expired: your follow-up period has ended.",
} as const;

/** The app's route of the diary page; the link in the messages is PUBLIC_URL + this + the token. */
export const DIARY_PAGE = "/diary";
export const diaryPath = (token: string) => `${DIARY_PAGE}/${token}`;

export const DiaryParams = v.object({
  // Anything else reads as a link that was tampered with, answered by the server as such.
  token: v.pipe(v.string(), v.maxLength(200)),
});

/** GET /api/v1/diary/{token}, and the answer to an entry: the period, today, and today's answer if given. */
export const DiaryAnswer = v.object({
  data: v.object({
    /** The last day of the follow-up period (a commonwealth day): the link works until it ends. */
    until: v.string(),
    /** Today in the commonwealth: the day an entry is for. */
    today: v.string(),
    /** Today's answer, if given: the chosen codes, or NONE_OF_THE_ABOVE alone. */
    answered_today: v.nullable(v.array(v.string())),
  }),
});
export type DiaryAnswer = v.InferOutput<typeof DiaryAnswer>["data"];

/** PUT /api/v1/diary/{token}/today: today's answer; a second one the same day replaces the first. */
export const DiaryEntry = v.object({ symptoms: SymptomAnswer });

/** What the official sees of a contact's diary on their follow-up. */
export const DiarySummary = v.object({
  days_answered: v.number(),
  /** Days of the period before today (and since the message) with no answer. */
  days_missed: v.number(),
  last_answer: v.nullable(v.object({ day: v.string(), symptoms: v.array(v.string()) })),
});
export type DiarySummary = v.InferOutput<typeof DiarySummary>;

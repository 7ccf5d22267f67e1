import * as v from "valibot";

/** Flagged check-ins (`visit_flags`: too far too fast, bursts at a branch) reviewed by health officials (decision 026). */

export const FLAG_REVIEWS = ["dismissed", "kept"] as const;

export const FLAG_MESSAGES = { notFound: "Flag not found.", alreadyReviewed: "This check-in has already been reviewed." } as const;
/** The older `error` word of a second review, still sent beside its code (decision 042). */
export const FLAG_ERRORS = { alreadyReviewed: "already_reviewed" } as const;
export type FlagReview = (typeof FLAG_REVIEWS)[number];

/** GET /api/staff/tracing/flags?state=open|reviewed: newest first, at most 200. */
export const FlagListQuery = v.object({ state: v.optional(v.picklist(["open", "reviewed"]), "open") });

export const FlaggedCheckIn = v.object({
  id: v.string(),
  type: v.literal("visit_flag"),
  attributes: v.object({
    reason: v.picklist(["too_far_too_fast", "burst_at_branch"]),
    detail: v.string(),
    flagged_at: v.string(),
    visit_id: v.string(),
    full_name: v.string(),
    mobile_number: v.nullable(v.string()),
    place: v.string(),
    started_at: v.string(),
    review: v.nullable(v.picklist(FLAG_REVIEWS)),
    review_note: v.nullable(v.string()),
    reviewed_at: v.nullable(v.string()),
  }),
});
export const FlaggedCheckInList = v.object({ data: v.array(FlaggedCheckIn) });
export const FlagParams = v.object({ id: v.pipe(v.string(), v.uuid(FLAG_MESSAGES.notFound)) });
/** POST /api/staff/tracing/flags/{id}/review: once; 409 when already reviewed. */
export const FlagReviewBody = v.object({
  review: v.picklist(FLAG_REVIEWS, "Choose dismiss or keep."),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, "At most 300 characters.")), ""),
});
export const FlaggedCheckInAnswer = v.object({ data: FlaggedCheckIn });

import type { FastifyInstance, FastifyReply } from "fastify";
import { DiaryAnswer, DiaryEntry, DiaryParams } from "#domain/tracing/symptom-diary.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { symptomErrors } from "../logbook/check-in-symptoms.ts";
import { memoryThrottle } from "../security/memory-throttle.ts";
import { diaryAnswer, diaryContact, recordDiaryEntry } from "./diary-service.ts";
import type { TracingDeps } from "./tracing-rules.ts";

/** Far above a contact opening their link and answering, low enough that guessing tokens gets nowhere. */
const DIARY_LIMIT = { name: "diary-address", limit: 30, windowMs: 60_000 };

/**
 * The symptom diary of a notified contact (decision 053): public, opened by the signed link in their
 * message; no session, nothing about the case, the place or the contact in the answers.
 */
export function diaryRoutes(app: FastifyInstance, deps: TracingDeps): void {
  const { db, health, clock } = deps;
  const addressLimit = memoryThrottle(DIARY_LIMIT);
  const limited = (reply: FastifyReply, ip: string, now: Date) => {
    const retryAfter = addressLimit(ip, now);
    if (retryAfter === undefined) return;
    reply.header("retry-after", String(retryAfter));
    throw new HttpError(429, "TOO_MANY_REQUESTS");
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/diary/:token",
    summary: "A notified contact's daily health check: the last day of the follow-up period and today's answer, if given",
    tags: ["tracing"],
    params: DiaryParams,
    response: DiaryAnswer,
    handler: async ({ params }, request, reply) => {
      const now = clock();
      limited(reply, request.ip, now);
      return { data: await diaryAnswer(health, await diaryContact(deps, params.token, now)) };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/v1/diary/:token/today",
    summary:
      "A notified contact's answer for today (symptom codes, or NONE_OF_THE_ABOVE): replaces one given earlier today; a symptom marks the contact symptomatic",
    tags: ["tracing"],
    params: DiaryParams,
    body: DiaryEntry,
    response: DiaryAnswer,
    handler: async ({ params, body }, request, reply) => {
      const now = clock();
      limited(reply, request.ip, now);
      const contact = await diaryContact(deps, params.token, now);
      const errors = await symptomErrors(db, "symptoms", body.symptoms);
      if (errors.length) throw fieldErrors(errors);
      await recordDiaryEntry(health, contact, body.symptoms, now);
      return { data: await diaryAnswer(health, contact) };
    },
  });
}

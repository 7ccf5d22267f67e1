import * as v from "valibot";
import { DiaryAnswer } from "#domain/tracing/symptom-diary.ts";
import { api } from "./client.ts";
import { calling } from "./failed-call.ts";

/** GET /api/v1/diary/{token}: the period's last day and today's answer; no session. */
export async function openDiary(token: string): Promise<DiaryAnswer> {
  return calling(async () => v.parse(DiaryAnswer, await api(`/api/v1/diary/${encodeURIComponent(token)}`)).data);
}

/** PUT /api/v1/diary/{token}/today: today's answer, replacing one given earlier today. */
export async function answerDiary(token: string, symptoms: string[]): Promise<DiaryAnswer> {
  return calling(async () => v.parse(DiaryAnswer, await api(`/api/v1/diary/${encodeURIComponent(token)}/today`, { method: "PUT", body: { symptoms } })).data);
}

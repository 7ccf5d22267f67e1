import type { DiarySummary } from "#domain/tracing/symptom-diary.ts";

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * A contact's diary as the official sees it: the days answered, the days of the period (from the day
 * the message went, up to yesterday or the last day of the period) left unanswered, and the last answer.
 * Today is not missed yet.
 */
export function diarySummary(
  entries: readonly { day: string; symptoms: string[] }[],
  { from, until, today }: { from: string; until: string; today: string },
): DiarySummary {
  const answered = new Set(entries.map((entry) => entry.day));
  let missed = 0;
  for (let day = dayNumber(from); day <= Math.min(dayNumber(until), dayNumber(today) - 1); day += 1) {
    if (!answered.has(new Date(day * DAY_MS).toISOString().slice(0, 10))) missed += 1;
  }
  const last = entries.reduce<(typeof entries)[number] | null>((latest, entry) => (latest === null || entry.day > latest.day ? entry : latest), null);
  return { days_answered: answered.size, days_missed: missed, last_answer: last && { day: last.day, symptoms: [...last.symptoms] } };
}

import { stayHomeUntil } from "#domain/tracing/exposure-message.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import type { HealthDatabase } from "../db/stores/health/health-schema.ts";
import type { Notifier } from "./notifier.ts";

type WarnedContact = Pick<HealthDatabase["tracing_contacts"], "id" | "user_id" | "exposure_start" | "place">;

/**
 * Tells a contact with an account of the exposure warning tracing has just sent them by SMS or
 * e-mail, in the app and by push: the exposure day and how long to stay home (the exposure day
 * plus the list's incubation period, as the home's warning shows). The place is kept for the app
 * only; the push names nothing (notification-texts.ts).
 */
export function exposureWarner(notifier: Notifier, incubationDays: number): (contact: WarnedContact) => Promise<void> {
  return async (contact) => {
    if (!contact.user_id) return;
    const day = commonwealthDay(new Date(contact.exposure_start));
    const until = stayHomeUntil(contact.exposure_start, incubationDays);
    await notifier.notify({
      kind: "exposure_warning",
      userId: contact.user_id,
      subjectId: contact.id,
      params: { day, until, place: contact.place },
      dedupeKey: `exposure_warning:${contact.id}`,
    });
  };
}

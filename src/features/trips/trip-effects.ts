import { msg } from "@lingui/core/macro";
import type { NavigateFunction } from "react-router-dom";
import { type CreateTripInput, type FormValues, tripMachine } from "../../../machines/trip.machine.ts";
import { isPandemicMode } from "../../api/reference-data.ts";
import {
  createTrip,
  deleteTrip,
  downloadTripQr,
  getCurrentTripQr,
  getSubmittedForm,
  getTrip,
  listTrips,
  sendTripQrEmail,
  submitForm,
} from "../../api/trips.ts";
import { i18n } from "../../app/i18n.ts";
import { askToConfirm, showToast } from "../../app/shell/notify.ts";
import { DELETED_TRIP_MESSAGE, EMAIL_SENT_MESSAGE, SUBMITTED, tripQrValue, type TripForm, type VisitHistory } from "#domain/trips.ts";
import { saveFile } from "../../lib/save-file.ts";
import { tripCall } from "./flow/trip-call.ts";
import { navigateFromFlow } from "./flow/leave-guard.ts";
import { discardDraft, readDraft, saveDraft } from "./flow/trip-drafts.ts";
import { pathOf } from "./flow/trip-pages.ts";

/** The server's usual words read in the reader's language; any other message as given. */
function inReadersLanguage(message: string, usual: string, translated: string): string {
  return message.trim() === "" || message === usual ? translated : message;
}

/**
 * The new trip's survey and customs declaration begin as drafts of the last trip's answers, which the
 * flow then opens page by page for the traveller to check and change; nothing is sent until they do.
 */
async function startFromLastTrip(last: VisitHistory, created: VisitHistory): Promise<void> {
  const { repeatCustoms, repeatSurvey } = await import("./forms/repeat-defaults.ts");
  const [survey, customs] = await Promise.all([getSubmittedForm(last.id, "survey"), getSubmittedForm(last.id, "customs")]);
  const drafts = { survey: repeatSurvey(survey), customs: repeatCustoms(customs, created.attributes.date_of_arrival.slice(0, 10)) };
  for (const [form, values] of Object.entries(drafts) as [TripForm, FormValues | undefined][]) if (values) saveDraft(created.id, form, values);
}

/** The trip machine with its real effects, for one page; `navigate` is the router's, to show each page of the flow. */
export function tripMachineWith(navigate: NavigateFunction) {
  return tripMachine.provide({
    actors: {
      loadHome: tripCall(async () => {
        const [latest] = await listTrips({ ongoing: true, limit: 1 });
        return { latest, pandemicMode: await isPandemicMode() };
      }),
      loadTrip: tripCall(async ({ tripId }: { tripId: string }) => ({ trip: await getTrip(tripId), pandemicMode: await isPandemicMode() })),
      loadLastTrip: tripCall(async () => (await listTrips({ limit: 20 })).find((trip) => trip.attributes.customs_status === SUBMITTED)),
      // The create page may be the first this page load shows: pandemic mode decides the parts the new trip asks for.
      createTrip: tripCall(async ({ trip, startFrom }: CreateTripInput) => {
        const created = await createTrip(trip);
        if (startFrom) await startFromLastTrip(startFrom, created);
        return { trip: created, pandemicMode: await isPandemicMode() };
      }),
      confirmDelete: tripCall(() =>
        askToConfirm({
          title: i18n._(msg`Delete this trip?`),
          message: i18n._(msg`Are you sure you want to delete?`),
          confirmLabel: i18n._(msg`Delete`),
          cancelLabel: i18n._(msg`Cancel`),
          destructive: true,
        }),
      ),
      deleteTrip: tripCall(({ tripId }: { tripId: string }) => deleteTrip(tripId)),
      loadForm: tripCall(async ({ tripId, form }: { tripId: string; form: TripForm }) => ({
        draft: readDraft(tripId, form),
        submitted: await getSubmittedForm(tripId, form),
      })),
      submitForm: tripCall(({ tripId, form, values }: { tripId: string; form: TripForm; values: FormValues }) => submitForm(tripId, form, values)),
      loadCurrentTripId: tripCall(async () => (await getCurrentTripQr())?.trip_id),
      downloadQr: tripCall(async () => saveFile(await downloadTripQr(), "trip-qr.png")),
      sendQrEmail: tripCall(({ email }: { email: string }) => sendTripQrEmail(email)),
    },
    actions: {
      showPage: ({ context }, { replace }) => {
        if (context.page) navigateFromFlow(navigate, pathOf(context.page), replace);
      },
      saveDraft: (_, { tripId, form, values }) => saveDraft(tripId, form, values),
      discardDraft: ({ context }) => {
        if (context.trip && context.form) discardDraft(context.trip.id, context.form);
      },
      announceDeleted: (_, { message }) => showToast("success", inReadersLanguage(message, DELETED_TRIP_MESSAGE, i18n._(msg`Successfully deleted trip`))),
      announceDownload: () => showToast("info", i18n._(msg`Download Starting`)),
      announceEmailSent: (_, { message }) => showToast("success", inReadersLanguage(message, EMAIL_SENT_MESSAGE, i18n._(msg`Email Sent`))),
      copyLink: (_, { qrId }) => {
        navigator.clipboard
          .writeText(tripQrValue(window.location.origin, qrId))
          .then(() => showToast("success", i18n._(msg`Link copied to clipboard`)))
          .catch(() => showToast("error", i18n._(msg`The link could not be copied.`)));
      },
    },
  });
}

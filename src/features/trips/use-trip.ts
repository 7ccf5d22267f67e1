import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { FormValues, NewTrip, TripPage, tripMachine } from "../../../machines/trip.machine.ts";

export type TripActor = ActorRefFrom<typeof tripMachine>;

export type TripScreen =
  | "loading"
  | "loadFailed"
  | "homeNoTrip"
  | "homeIncomplete"
  | "homeComplete"
  | "creating"
  | "viewing"
  | "form"
  | "records"
  | "missingResult"
  | "qr";

function screenOf(state: ReturnType<TripActor["getSnapshot"]>): TripScreen {
  if (state.matches({ home: "failed" }) || state.matches("loadFailed") || state.matches({ form: "failed" })) return "loadFailed";
  if (state.matches({ home: "noTrip" })) return "homeNoTrip";
  if (state.matches({ home: "incomplete" })) return "homeIncomplete";
  if (state.matches({ home: "complete" })) return "homeComplete";
  if (state.matches("creating")) return "creating";
  if (state.matches("viewing")) return "viewing";
  if (state.matches({ form: "editing" }) || state.matches({ form: "submitting" })) return "form";
  if (state.matches({ records: "missingResult" })) return "missingResult";
  if (state.matches("records")) return "records";
  if (state.matches({ qr: "shown" })) return "qr";
  return "loading";
}

const NO_ERRORS: Record<string, string[]> = {};

/** The trip machine as its views see it: one selector a field, events sent by name. It opens `page`, again whenever that changes. */
export function useTrip(actor: TripActor, page: TripPage) {
  const send = actor.send;
  useEffect(() => actor.send({ type: "page.opened", page }), [actor, page]);
  const failure = useSelector(actor, (state) => state.context.failure);
  return {
    screen: useSelector(actor, screenOf),
    page: useSelector(actor, (state) => state.context.page),
    trip: useSelector(actor, (state) => state.context.trip),
    latest: useSelector(actor, (state) => state.context.latest),
    lastTrip: useSelector(actor, (state) => state.context.lastTrip),
    pandemicMode: useSelector(actor, (state) => state.context.pandemicMode),
    form: useSelector(actor, (state) => state.context.form),
    draft: useSelector(actor, (state) => state.context.draft),
    submitted: useSelector(actor, (state) => state.context.submitted),
    failure,
    offline: failure?.status === 0,
    serverErrors: failure?.status === 422 ? (failure.fieldErrors ?? NO_ERRORS) : NO_ERRORS,
    justCompleted: useSelector(actor, (state) => state.context.justCompleted),
    isCurrentTrip: useSelector(actor, (state) => state.context.isCurrentTrip),
    creating: useSelector(actor, (state) => state.matches({ creating: "saving" })),
    submitting: useSelector(actor, (state) => state.matches({ form: "submitting" })),
    deleting: useSelector(actor, (state) => state.matches({ viewing: "deleting" })),
    downloading: useSelector(actor, (state) => state.matches({ qr: { shown: { download: "downloading" } } })),
    sendingEmail: useSelector(actor, (state) => state.matches({ qr: { shown: { email: "sending" } } })),
    canDelete: useSelector(actor, (state) => state.can({ type: "delete.requested" })),
    canDownload: useSelector(actor, (state) => state.can({ type: "qr.downloadRequested" })),
    canEmail: useSelector(actor, (state) => state.can({ type: "qr.emailRequested", email: "" })),
    retry: () => send({ type: "load.retried" }),
    createTrip: (trip: NewTrip, startFromLast: boolean) => send({ type: "trip.submitted", trip, startFromLast }),
    deleteTrip: () => send({ type: "delete.requested" }),
    changeForm: (values: FormValues) => send({ type: "form.changed", values }),
    submitForm: (values: FormValues) => send({ type: "form.submitted", values }),
    continueFromRecords: (hasValidTestResult: boolean) => send({ type: "records.continued", hasValidTestResult }),
    continueWithoutResult: () => send({ type: "missingResult.continued" }),
    uploadResult: () => send({ type: "missingResult.uploadChosen" }),
    downloadQr: () => send({ type: "qr.downloadRequested" }),
    emailQr: (email: string) => send({ type: "qr.emailRequested", email }),
    copyLink: () => send({ type: "qr.linkCopied" }),
  };
}

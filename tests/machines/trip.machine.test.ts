import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type FormLoaded,
  type FormValues,
  type HomeLoaded,
  type CreateTripInput,
  resumeStep,
  type TripContext,
  type TripEvent,
  type TripLoaded,
  tripMachine,
  type TripPage,
} from "../../machines/trip.machine.ts";
import { type CallFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { TRIP_FORMS, type TripForm, type VisitHistory } from "#domain/trips.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";
import { visitHistory } from "../support/visit-history.ts";

const D = "5b0e1c3a-1d2e-4f50-8a6b-7c8d9e0f1a2b";
const F = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f";
type Parts = Partial<Record<TripForm, boolean>>;

function trip(id: string, isDomestic: boolean, parts: Parts, isCompleted = false): VisitHistory {
  const status = (form: TripForm) => (parts[form] ? "SUBMITTED" : null);
  const uuid = (form: TripForm) => (parts[form] ? `${form}-uuid` : null);
  return visitHistory(id, {
    travel_type: isDomestic ? "DOMESTIC" : "FOREIGN_CITIZEN",
    is_domestic: isDomestic,
    survey_form_uuid: uuid("survey"),
    survey_status: status("survey"),
    special_survey_created_at: parts.survey ? "2026-11-23T10:00:00.000Z" : null,
    customs_form_uuid: uuid("customs"),
    customs_status: status("customs"),
    health_declaration_form_uuid: uuid("health_declaration"),
    health_declaration_status: status("health_declaration"),
    attestation_form_uuid: uuid("attestation"),
    attestation_status: status("attestation"),
    is_completed: isCompleted,
    qr_id: isCompleted ? `qr-${id}` : null,
  });
}

const domestic = {
  fresh: trip(D, true, {}),
  afterSurvey: trip(D, true, { survey: true }),
  // The server still misses something the flow does not ask for: the trip's page says what.
  sentButIncomplete: trip(D, true, { survey: true, customs: true }),
  complete: trip(D, true, { survey: true, customs: true }, true),
};
const foreign = {
  afterCustoms: trip(F, false, { survey: true, customs: true }),
  afterHealth: trip(F, false, { survey: true, customs: true, health_declaration: true }, true),
  complete: trip(F, false, { survey: true, customs: true, health_declaration: true, attestation: true }, true),
};

const pages = {
  home: { name: "home" },
  new: { name: "new" },
  domesticTrip: { name: "trip", tripId: D },
  domesticSurvey: { name: "step", tripId: D, step: "survey" },
  domesticQr: { name: "step", tripId: D, step: "qr" },
  domesticRecords: { name: "step", tripId: D, step: "records" },
  foreignHealth: { name: "step", tripId: F, step: "health_declaration" },
  foreignRecords: { name: "step", tripId: F, step: "records" },
} satisfies Record<string, TripPage>;

const typed: FormValues = { visitor_type: "VISITOR" };
const stored: FormValues = { visitor_type: "RETURNING_RESIDENT" };
const invalid: CallFailure = { status: 422, code: "VALIDATION_FAILED", message: "Please choose one.", fieldErrors: { visitor_type: ["Please choose one."] } };
const offline: CallFailure = NO_ANSWER;
const failed: CallFailure = { status: 500, code: "INTERNAL_ERROR", message: "Internal Server Error!" };

const effects: string[] = [];
const created: CreateTripInput[] = [];
const never = () => new Promise<never>(() => {});
// The machine's other calls never settle by themselves either: the generated paths send their done and error events.
const machine = tripMachine.provide({
  actors: {
    createTrip: fromPromise<TripLoaded, CreateTripInput>(({ input }) => {
      created.push(input);
      return never();
    }),
  },
  actions: {
    showPage: ({ context }, { replace }) => void effects.push(`showPage:${JSON.stringify(context.page)}${replace ? " (replace)" : ""}`),
    saveDraft: (_, { tripId, form }) => void effects.push(`saveDraft:${tripId}:${form}`),
    discardDraft: ({ context }) => void effects.push(`discardDraft:${context.trip?.id}:${context.form}`),
    announceDeleted: (_, { message }) => void effects.push(`announceDeleted:${message}`),
    announceDownload: () => void effects.push("announceDownload"),
    announceEmailSent: (_, { message }) => void effects.push(`announceEmailSent:${message}`),
    copyLink: (_, { qrId }) => void effects.push(`copyLink:${qrId}`),
  },
});

const as = (event: object) => event as unknown as TripEvent;
const done = (id: string, output: unknown) => as({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: CallFailure) => as({ type: `xstate.error.actor.${id}`, error: failure });
const opened = (page: TripPage): TripEvent => ({ type: "page.opened", page });

const tripsFor = (tripId: string | undefined) => (tripId === F ? [foreign.afterCustoms] : [domestic.fresh, domestic.complete]);
/** What the server answers a form: the trip one step further along. */
function sentTrips(context: TripContext): VisitHistory[] {
  if (context.form === "survey") return [domestic.afterSurvey, domestic.sentButIncomplete];
  if (context.form === "customs") return [domestic.complete];
  if (context.form === "health_declaration") return [foreign.afterHealth];
  return [foreign.complete];
}

/** The events a user or an effect could send in a state, with answers that fit the trip shown. */
function events(snapshot: AnyMachineSnapshot): TripEvent[] {
  const context = snapshot.context as TripContext;
  const tripId = context.page?.name === "trip" || context.page?.name === "step" ? context.page.tripId : undefined;
  // Every address is opened from the start; later, leaving for home and the address already shown.
  const addresses = snapshot.matches("idle") ? Object.values(pages) : [pages.home, ...(context.page ? [context.page] : [])];
  return [
    ...addresses.map(opened),
    { type: "load.retried" },
    done("loadHome", { latest: undefined, pandemicMode: true }),
    done("loadHome", { latest: domestic.afterSurvey, pandemicMode: true }),
    done("loadHome", { latest: domestic.complete, pandemicMode: true }),
    error("loadHome", offline),
    ...tripsFor(tripId).map((loaded) => done("loadTrip", { trip: loaded, pandemicMode: true })),
    error("loadTrip", failed),
    done("loadLastTrip", domestic.complete),
    { type: "trip.submitted", trip: { travel_type: "DOMESTIC", date_of_arrival: "2026-12-01" }, startFromLast: false },
    { type: "trip.submitted", trip: { travel_type: "DOMESTIC", date_of_arrival: "2026-12-01" }, startFromLast: true },
    done("createTrip", { trip: domestic.fresh, pandemicMode: true }),
    error("createTrip", invalid),
    { type: "delete.requested" },
    done("confirmDelete", true),
    done("confirmDelete", false),
    error("confirmDelete", failed),
    done("deleteTrip", "Successfully deleted trip"),
    error("deleteTrip", offline),
    done("loadForm", { submitted: stored, draft: typed }),
    error("loadForm", offline),
    { type: "form.changed", values: typed },
    { type: "form.submitted", values: typed },
    ...sentTrips(context).map((sent) => done("submitForm", sent)),
    error("submitForm", invalid),
    error("submitForm", offline),
    error("submitForm", failed),
    { type: "records.continued", hasValidTestResult: true },
    { type: "records.continued", hasValidTestResult: false },
    { type: "missingResult.continued" },
    { type: "missingResult.uploadChosen" },
    done("loadCurrentTripId", context.trip?.id),
    done("loadCurrentTripId", undefined),
    error("loadCurrentTripId", failed),
    { type: "qr.downloadRequested" },
    done("downloadQr", undefined),
    error("downloadQr", offline),
    { type: "qr.emailRequested", email: "ana@example.com" },
    done("sendQrEmail", "Email Sent"),
    error("sendQrEmail", invalid),
    { type: "qr.linkCopied" },
  ];
}

// What the chart branches on and what the views show; the values typed are always the same fixtures.
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as TripContext;
  const { trip, latest } = context;
  return JSON.stringify({
    value: snapshot.value,
    page: context.page,
    trip: trip && [trip.id, ...TRIP_FORMS.map((form) => trip.attributes[`${form}_status`]), trip.attributes.is_completed],
    latest: latest && [latest.id, latest.attributes.is_completed],
    lastTrip: context.lastTrip?.id,
    form: context.form,
    draft: context.draft !== undefined,
    submitted: context.submitted !== undefined,
    failure: context.failure?.status,
    justCompleted: context.justCompleted,
    isCurrentTrip: context.isCurrentTrip,
  });
}

const options = { machine, events, serializeState };
const typeOf = (event: TripEvent) => event.type as string;

describe("trip machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const path of generatePaths(options)) {
    it(path.description, () => {
      effects.length = 0;
      replay(options, path.events.slice(0, -1));
      const before = effects.length;
      effects.length = 0;
      created.length = 0;
      const run = replay(options, path.events);
      replays.push(run);
      const snapshot = run.snapshot;
      const context = snapshot.context as TripContext;
      expect(observable(snapshot)).toEqual(observable(path.expected));

      const last = path.events.at(-1) as TripEvent;
      // The page is the address opened, or the one the machine moved the address to.
      if (last.type === "page.opened") expect(context.page).toEqual(last.page);
      const shown = effects.slice(before).filter((effect) => effect.startsWith("showPage:"));
      for (const effect of shown) expect(effect.replace(/^showPage:| \(replace\)$/g, "")).toBe(JSON.stringify(context.page));
      // A new trip travels with is_domestic 1 for a domestic one (docs/product-spec.md, part 7).
      for (const { trip } of created) expect(trip.is_domestic).toBe(trip.travel_type === "DOMESTIC" ? 1 : 0);
      // A new trip starts from the last one only when the traveller ticked it and the page offered one.
      if (last.type === "trip.submitted" && created.length > 0) {
        expect(created.at(-1)?.startFrom).toBe(last.startFromLast ? context.lastTrip : undefined);
      }
      // Drafts are kept for the open form of the open trip, and forgotten once the server has that form.
      for (const effect of effects.filter((item) => item.startsWith("saveDraft:") || item.startsWith("discardDraft:"))) {
        expect(effect).toMatch(new RegExp(`:(${D}|${F}):(survey|customs|health_declaration|attestation)$`));
      }
      const sent = path.events.filter((event) => typeOf(event) === "xstate.done.actor.submitForm").length;
      expect(effects.filter((effect) => effect.startsWith("discardDraft:"))).toHaveLength(sent);

      if (typeOf(last) === "xstate.error.actor.submitForm") {
        // Nothing typed is lost; a 422 brings the server's messages for the fields.
        expect(snapshot.matches({ form: "editing" })).toBe(true);
        expect(context.draft).toBeDefined();
        expect(context.failure).toEqual((last as unknown as { error: CallFailure }).error);
      }
      if (snapshot.matches({ form: "editing" })) expect(snapshot.can({ type: "form.submitted", values: typed })).toBe(true);
      if (snapshot.matches({ form: "submitting" })) expect(snapshot.can({ type: "form.submitted", values: typed })).toBe(false);
      if (snapshot.matches({ qr: "shown" })) {
        // Download and e-mail act on the current trip only.
        const idle = snapshot.matches({ qr: { shown: { download: "idle" } } });
        expect(snapshot.can({ type: "qr.downloadRequested" })).toBe(context.isCurrentTrip && idle);
      }
      if (typeOf(last) === "qr.downloadRequested" && snapshot.matches({ qr: { shown: { download: "downloading" } } })) {
        // 'Download Starting' as the download starts: this one's call has not answered (it never does here).
        expect(effects.at(-1)).toBe("announceDownload");
      }
      if (snapshot.matches("deleted")) expect(effects).toContain("announceDeleted:Successfully deleted trip");
    });
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

/** A machine whose calls answer at once, as the given functions say. */
function liveMachine(overrides: Partial<Parameters<typeof tripMachine.provide>[0]["actors"]> = {}) {
  const log: string[] = [];
  const drafts = new Map<string, FormValues>();
  const provided = tripMachine.provide({
    actors: {
      loadHome: fromPromise<HomeLoaded>(async () => ({ latest: undefined, pandemicMode: true })),
      loadTrip: fromPromise<TripLoaded, { tripId: string }>(async () => ({ trip: domestic.fresh, pandemicMode: true })),
      createTrip: fromPromise<TripLoaded, CreateTripInput>(async () => ({ trip: domestic.fresh, pandemicMode: true })),
      confirmDelete: fromPromise<boolean>(async () => true),
      deleteTrip: fromPromise<string, { tripId: string }>(async () => "Successfully deleted trip"),
      loadForm: fromPromise<FormLoaded, { tripId: string; form: TripForm }>(async ({ input }) => ({
        submitted: undefined,
        draft: drafts.get(`${input.tripId}:${input.form}`),
      })),
      submitForm: fromPromise<VisitHistory, { tripId: string; form: TripForm; values: FormValues }>(async ({ input }) =>
        input.form === "survey" ? domestic.afterSurvey : domestic.complete,
      ),
      loadCurrentTripId: fromPromise<string | undefined>(async () => D),
      downloadQr: fromPromise<void>(async () => undefined),
      sendQrEmail: fromPromise<string, { email: string }>(async () => "Email Sent"),
      ...overrides,
    },
    actions: {
      showPage: ({ context }) => void log.push(`page:${context.page?.name === "step" ? context.page.step : context.page?.name}`),
      saveDraft: (_, { tripId, form, values }) => void drafts.set(`${tripId}:${form}`, values),
      discardDraft: ({ context }) => void drafts.delete(`${context.trip?.id}:${context.form}`),
      announceDeleted: (_, { message }) => void log.push(message),
      announceEmailSent: (_, { message }) => void log.push(message),
      announceDownload: () => void log.push("Download Starting"),
    },
  });
  return { actor: createActor(provided).start(), log, drafts };
}

describe("trip machine", () => {
  it("creates a domestic trip, sends the survey and the customs declaration, and shows the QR as just completed", async () => {
    const { actor, log } = liveMachine();
    actor.send(opened(pages.new));
    actor.send({ type: "trip.submitted", trip: { travel_type: "DOMESTIC", date_of_arrival: "2026-12-01" }, startFromLast: false });
    await expect.poll(() => actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.form).toBe("survey");
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().context.form).toBe("customs");
    await expect.poll(() => actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().matches({ qr: "shown" })).toBe(true);
    expect(actor.getSnapshot().context.justCompleted).toBe(true);
    expect(actor.getSnapshot().context.isCurrentTrip).toBe(true);
    expect(log).toEqual(["page:survey", "page:customs", "page:qr"]);
    actor.send({ type: "qr.downloadRequested" });
    actor.send({ type: "qr.emailRequested", email: "ana@example.com" });
    await expect.poll(() => log.slice(3)).toEqual(["Download Starting", "Email Sent"]);
  });

  it("sends a foreign trip's health parts in pandemic mode, then the records; no valid test result asks before the QR, and can go back to upload one", async () => {
    let sent: VisitHistory = foreign.afterHealth;
    const { actor, log } = liveMachine({
      loadTrip: fromPromise<TripLoaded, { tripId: string }>(async () => ({ trip: foreign.afterCustoms, pandemicMode: true })),
      submitForm: fromPromise<VisitHistory, { tripId: string; form: TripForm; values: FormValues }>(async () => sent),
    });
    actor.send(opened({ name: "step", tripId: F, step: resumeStep(foreign.afterCustoms, true) }));
    await expect.poll(() => actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.form).toBe("health_declaration");
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().context.form).toBe("attestation");
    sent = foreign.complete;
    await expect.poll(() => actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => actor.getSnapshot().matches("records")).toBe(true);
    actor.send({ type: "records.continued", hasValidTestResult: false });
    expect(actor.getSnapshot().matches({ records: "missingResult" })).toBe(true);
    // "Upload a result" goes back to the panel on the same page; continuing again still asks.
    actor.send({ type: "missingResult.uploadChosen" });
    expect(actor.getSnapshot().matches({ records: "adding" })).toBe(true);
    actor.send({ type: "records.continued", hasValidTestResult: false });
    expect(actor.getSnapshot().matches({ records: "missingResult" })).toBe(true);
    actor.send({ type: "missingResult.continued" });
    expect(actor.getSnapshot().matches("qr")).toBe(true);
    expect(log).toEqual(["page:attestation", "page:records", "page:qr"]);
  });

  it("keeps a draft through a reload, and through an offline submit, and forgets it once the server has the form", async () => {
    const first = liveMachine({
      submitForm: fromPromise<VisitHistory, { tripId: string; form: TripForm; values: FormValues }>(async () => {
        throw offline;
      }),
    });
    first.actor.send(opened(pages.domesticSurvey));
    await expect.poll(() => first.actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    first.actor.send({ type: "form.changed", values: typed });
    first.actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => first.actor.getSnapshot().context.failure).toEqual(offline);
    expect(first.actor.getSnapshot().context.draft).toEqual(typed);
    first.actor.stop();

    // A reload, back online: a new machine over the same device storage.
    const reloaded = liveMachine();
    for (const [key, values] of first.drafts) reloaded.drafts.set(key, values);
    reloaded.actor.send(opened(pages.domesticSurvey));
    await expect.poll(() => reloaded.actor.getSnapshot().context.draft).toEqual(typed);
    reloaded.actor.send({ type: "form.submitted", values: typed });
    await expect.poll(() => reloaded.actor.getSnapshot().context.form).toBe("customs");
    expect(reloaded.drafts.has(`${D}:survey`)).toBe(false);
  });

  it("puts a 422's messages on the fields and sends again", async () => {
    let attempt = 0;
    const { actor } = liveMachine({
      submitForm: fromPromise<VisitHistory, { tripId: string; form: TripForm; values: FormValues }>(async () => {
        if (attempt++ === 0) throw invalid;
        return domestic.afterSurvey;
      }),
    });
    actor.send(opened(pages.domesticSurvey));
    await expect.poll(() => actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    actor.send({ type: "form.submitted", values: {} });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(invalid);
    actor.send({ type: "form.submitted", values: typed });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    await expect.poll(() => actor.getSnapshot().context.form).toBe("customs");
  });

  it("deletes a trip only once confirmed, says so and goes home", async () => {
    let answer = false;
    const deleted: string[] = [];
    const { actor, log } = liveMachine({
      confirmDelete: fromPromise<boolean>(async () => answer),
      deleteTrip: fromPromise<string, { tripId: string }>(async ({ input }) => {
        deleted.push(input.tripId);
        return "Successfully deleted trip";
      }),
    });
    actor.send(opened(pages.domesticTrip));
    await expect.poll(() => actor.getSnapshot().matches({ viewing: "idle" })).toBe(true);
    actor.send({ type: "delete.requested" });
    await expect.poll(() => actor.getSnapshot().matches({ viewing: "idle" })).toBe(true);
    expect(deleted).toEqual([]);
    answer = true;
    actor.send({ type: "delete.requested" });
    await expect.poll(() => actor.getSnapshot().matches("deleted")).toBe(true);
    expect(deleted).toEqual([D]);
    expect(log).toEqual(["Successfully deleted trip", "page:home"]);
  });

  it("offers a trip an officer has reviewed neither a form to change nor a delete (decision 036)", async () => {
    const reviewed: VisitHistory = { ...domestic.complete, attributes: { ...domestic.complete.attributes, status: "CLEARED" } };
    const deleted: string[] = [];
    const { actor, log } = liveMachine({
      loadTrip: fromPromise<TripLoaded, { tripId: string }>(async () => ({ trip: reviewed, pandemicMode: true })),
      deleteTrip: fromPromise<string, { tripId: string }>(async ({ input }) => {
        deleted.push(input.tripId);
        return "Successfully deleted trip";
      }),
    });
    // A form's address opens the trip's page: what the officer judged is not edited.
    actor.send(opened(pages.domesticSurvey));
    await expect.poll(() => actor.getSnapshot().matches({ viewing: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.page).toEqual(pages.domesticTrip);
    expect(log).toEqual(["page:trip"]);
    expect(actor.getSnapshot().can({ type: "delete.requested" })).toBe(false);
    actor.send({ type: "delete.requested" });
    expect(actor.getSnapshot().matches({ viewing: "idle" })).toBe(true);
    expect(deleted).toEqual([]);
  });

  it("opens the trip's page instead of a QR the trip does not have yet", async () => {
    const { actor, log } = liveMachine();
    actor.send(opened(pages.domesticQr));
    await expect.poll(() => actor.getSnapshot().matches("viewing")).toBe(true);
    expect(actor.getSnapshot().context.page).toEqual(pages.domesticTrip);
    expect(log).toEqual(["page:trip"]);
  });

  it("resumes at the first part not yet sent, in flow order", () => {
    expect(resumeStep(domestic.fresh, true)).toBe("survey");
    expect(resumeStep(domestic.afterSurvey, true)).toBe("customs");
    expect(resumeStep(domestic.complete, true)).toBe("qr");
    expect(resumeStep(foreign.afterCustoms, true)).toBe("health_declaration");
    // Outside pandemic mode a foreign trip asks for the survey and customs only.
    expect(resumeStep(foreign.afterCustoms, false)).toBe("qr");
  });
});

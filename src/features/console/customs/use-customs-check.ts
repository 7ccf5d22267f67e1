import { useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { customsCheckMachine, CustomsSource, DecisionExtras } from "../../../../machines/console/customs-check.machine.ts";
import type { CameraProblem } from "../../../../machines/logbook-scan.machine.ts";
import type { CustomsDecision } from "#domain/customs-check.ts";

export type CustomsActor = ActorRefFrom<typeof customsCheckMachine>;
type CustomsSnapshot = SnapshotFrom<typeof customsCheckMachine>;

/** The page's step: the machine's top-level state. */
export type CustomsStep = "entering" | "lookingUp" | "reopening" | "notFound" | "expired" | "incomplete" | "failed" | "choosing" | "card";
/** The card's step: open for a decision, sending it, decided here, or decided before. */
export type CardStep = "pending" | "deciding" | "decided" | "alreadyDecided" | "amending" | "sendingAmendment" | "busy";

function step(state: CustomsSnapshot): CustomsStep {
  return (typeof state.value === "string" ? state.value : Object.keys(state.value)[0]) as CustomsStep;
}

function cardStep(state: CustomsSnapshot): CardStep {
  for (const known of ["pending", "deciding", "decided", "alreadyDecided", "amending", "sendingAmendment"] as const)
    if (state.matches({ card: known })) return known;
  return "busy";
}

/** The customs machine as the page sees it: one selector a field, events sent by name. */
export function useCustomsCheck(actor: CustomsActor) {
  return {
    step: useSelector(actor, step),
    cardStep: useSelector(actor, cardStep),
    source: useSelector(actor, (state) => state.context.source),
    cameraLive: useSelector(actor, (state) => state.matches({ entering: { camera: "live" } })),
    cameraUnavailable: useSelector(actor, (state) => state.matches({ entering: { camera: "unavailable" } })),
    cameraProblem: useSelector(actor, (state) => state.context.cameraProblem),
    entryInvalid: useSelector(actor, (state) => state.context.entryInvalid),
    /** A typed trip code's fault, found before any call (its check character). */
    codeProblem: useSelector(actor, (state) => state.context.codeProblem),
    byPassport: useSelector(actor, (state) => state.context.query !== undefined && "passport" in state.context.query),
    byCode: useSelector(actor, (state) => state.context.query !== undefined && "code" in state.context.query),
    trips: useSelector(actor, (state) => state.context.trips),
    trip: useSelector(actor, (state) => state.context.trip),
    failure: useSelector(actor, (state) => state.context.failure),
    canDecide: useSelector(actor, (state) => state.can({ type: "decision.submitted", decision: "CLEARED", remarks: "" })),
    chooseSource: (source: CustomsSource) => actor.send({ type: `source.${source}` }),
    cameraStarted: () => actor.send({ type: "camera.started" }),
    cameraFailed: (problem: CameraProblem) => actor.send({ type: "camera.failed", problem }),
    scanned: (text: string) => actor.send({ type: "code.scanned", text }),
    enterPassport: (passport: string) => actor.send({ type: "passport.entered", passport }),
    choose: (id: string) => actor.send({ type: "trip.chosen", id }),
    /** Opens one of the officer's last decisions again (an audited read, like a scan). */
    reopen: (id: string) => actor.send({ type: "trip.reopened", id }),
    decide: (decision: CustomsDecision, remarks: string, extras: DecisionExtras = {}) =>
      actor.send({ type: "decision.submitted", decision, remarks, ...extras }),
    openAmendment: () => actor.send({ type: "amend.opened" }),
    cancelAmendment: () => actor.send({ type: "amend.cancelled" }),
    amend: (decision: CustomsDecision, remarks: string, reason: string, extras: DecisionExtras = {}) =>
      actor.send({ type: "amendment.submitted", decision, remarks, reason, ...extras }),
    retry: () => actor.send({ type: "lookup.retried" }),
    searchAgain: () => actor.send({ type: "search.again" }),
    next: () => actor.send({ type: "traveller.next" }),
  };
}

export type CustomsCheckView = ReturnType<typeof useCustomsCheck>;

import { useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { logbookScanMachine, ScanMode, ScanSource } from "../../../../machines/logbook-scan.machine.ts";
import { tripQrIdInAddress } from "../../../domain/trips.ts";

export type ScanActor = ActorRefFrom<typeof logbookScanMachine>;
type ScanSnapshot = SnapshotFrom<typeof logbookScanMachine>;

/** The step of the scan page: the machine's top-level state. */
export type ScanStep = Exclude<ScanSnapshot["value"], object> | "scanning";
export type { ScanSource };

function step(state: ScanSnapshot): ScanStep {
  return typeof state.value === "string" ? state.value : "scanning";
}

function source(state: ScanSnapshot): ScanSource {
  if (state.matches({ scanning: "photo" })) return "photo";
  if (state.matches({ scanning: "manual" })) return "manual";
  return "camera";
}

/** The scan machine as the page sees it: one selector a field, events sent by name. */
export function useLogbookScan(actor: ScanActor) {
  return {
    step: useSelector(actor, step),
    source: useSelector(actor, source),
    cameraLive: useSelector(actor, (state) => state.matches({ scanning: { camera: "live" } })),
    cameraUnavailable: useSelector(actor, (state) => state.matches({ scanning: { camera: "unavailable" } })),
    cameraProblem: useSelector(actor, (state) => state.context.cameraProblem),
    readingPhoto: useSelector(actor, (state) => state.matches({ scanning: { photo: "reading" } })),
    photoUnreadable: useSelector(actor, (state) => state.context.photoUnreadable),
    mode: useSelector(actor, (state) => state.context.mode),
    canSwitchMode: useSelector(actor, (state) => state.can({ type: "mode.changed", mode: "verify" })),
    isFrontLiner: useSelector(actor, (state) => state.context.isFrontLiner),
    establishment: useSelector(actor, (state) => state.context.establishment),
    person: useSelector(actor, (state) => state.context.person),
    purpose: useSelector(actor, (state) => state.context.purpose),
    typed: useSelector(actor, (state) => state.context.typed),
    purposeMissing: useSelector(actor, (state) => state.context.purposeMissing),
    access: useSelector(actor, (state) => state.context.access),
    /** A trip QR (its address) was scanned: known, but for customs, not for this page. */
    scannedTripQr: useSelector(actor, (state) => tripQrIdInAddress(state.context.code) !== undefined),
    cameraStarted: () => actor.send({ type: "camera.started" }),
    cameraFailed: (problem: NonNullable<ScanSnapshot["context"]["cameraProblem"]>) => actor.send({ type: "camera.failed", problem }),
    chooseSource: (chosen: ScanSource) => actor.send({ type: `source.${chosen}` }),
    choosePhoto: (photo: Blob) => actor.send({ type: "photo.chosen", photo }),
    scanned: (text: string) => actor.send({ type: "code.scanned", text }),
    type: (text: string) => actor.send({ type: "code.typed", text }),
    switchMode: (mode: ScanMode) => actor.send({ type: "mode.changed", mode }),
    retry: () => actor.send({ type: "lookup.retried" }),
    scanAgain: () => actor.send({ type: "scan.again" }),
    selectPurpose: (purpose: string) => actor.send({ type: "purpose.selected", purpose }),
    start: () => actor.send({ type: "visit.started" }),
    acknowledge: () => actor.send({ type: "result.acknowledged" }),
  };
}

export type LogbookScanView = ReturnType<typeof useLogbookScan>;

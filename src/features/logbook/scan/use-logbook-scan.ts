import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { fullName, inFamily, isChosen, type logbookScanMachine, type ScanMode, type ScanSource } from "../../../../machines/logbook-scan.machine.ts";
import type { Profile } from "#domain/accounts.ts";
import type { CompanionDetails } from "#domain/logbook.ts";
import { validTripCode } from "#domain/trip-code.ts";
import { tripQrIdInAddress } from "#domain/trips.ts";
import { householdOf } from "./household-of.ts";

export type ScanActor = ActorRefFrom<typeof logbookScanMachine>;
type ScanSnapshot = SnapshotFrom<typeof logbookScanMachine>;

/** The step of the scan page: the machine's top-level state. */
export type ScanStep = Exclude<ScanSnapshot["value"], object> | "scanning" | "establishment";
export type { ScanSource };

function step(state: ScanSnapshot): ScanStep {
  return typeof state.value === "string" ? state.value : state.matches("establishment") ? "establishment" : "scanning";
}

function source(state: ScanSnapshot): ScanSource {
  if (state.matches({ scanning: "photo" })) return "photo";
  if (state.matches({ scanning: "manual" })) return "manual";
  return "camera";
}

/** Who checks in: the traveller's profile, once it is known. */
export interface ScanTraveller {
  known: boolean;
  profile: Profile | undefined;
}

/**
 * The scan machine as the page sees it: one selector a field, events sent by name. The page opens
 * once the traveller is known, with a branch uuid the guest check-in page may have handed over.
 */
export function useLogbookScan(actor: ScanActor, { known, profile }: ScanTraveller, handedOverUuid: string | undefined) {
  useEffect(() => {
    if (known)
      actor.send({ type: "page.opened", isFrontLiner: profile?.is_front_liner ?? false, uuid: handedOverUuid, household: householdOf(profile, new Date()) });
  }, [actor, known, profile, handedOverUuid]);
  const household = useSelector(actor, (state) => state.context.household);
  const companions = useSelector(actor, (state) => state.context.companions);
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
    /** The profile's family members, each ticked when checking in with the traveller. */
    family: household.family.map((person) => ({ person, chosen: isChosen(companions, person) })),
    /** People checking in with the traveller who are not family members in the profile: they were typed in. */
    typedCompanions: companions.flatMap(({ details }, index) => (inFamily(household, details) ? [] : [{ details, index }])),
    companionCount: companions.length,
    /** Another person may come along: fewer than the most one phone checks in. */
    roomForMore: useSelector(actor, (state) => state.can({ type: "companion.adding" })),
    samePerson: useSelector(actor, (state) => state.context.samePerson),
    addingCompanion: useSelector(actor, (state) => state.matches({ establishment: "adding" })),
    holderLastName: household.holder.last_name,
    /** The checklist of the person whose symptoms are asked now. */
    symptoms: useSelector(actor, (state) => state.children.symptoms),
    whose: useSelector(actor, (state) => state.context.whose),
    whoseName: useSelector(actor, (state) => {
      const companion = state.context.companions[state.context.whose];
      return companion ? fullName(companion.details) : "";
    }),
    /** A trip QR (its address) or its short code was scanned or typed: known, but for customs, not for this page. */
    scannedTripQr: useSelector(actor, (state) => tripQrIdInAddress(state.context.code) !== undefined || validTripCode(state.context.code) !== undefined),
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
    toggleFamilyMember: (index: number) => actor.send({ type: "family.toggled", index }),
    openAddCompanion: () => actor.send({ type: "companion.adding" }),
    addCompanion: (companion: CompanionDetails) => actor.send({ type: "companion.added", companion }),
    cancelAddCompanion: () => actor.send({ type: "companion.cancelled" }),
    removeCompanion: (index: number) => actor.send({ type: "companion.removed", index }),
    back: () => actor.send({ type: "step.back", chosen: actor.getSnapshot().children.symptoms?.getSnapshot().context.chosen }),
    start: () => actor.send({ type: "visit.started" }),
    acknowledge: () => actor.send({ type: "result.acknowledged" }),
  };
}

export type LogbookScanView = ReturnType<typeof useLogbookScan>;

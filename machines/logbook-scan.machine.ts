import { and, assertEvent, assign, fromPromise, setup } from "xstate";
import { type CheckedInPerson, type Companion, type CompanionDetails, differentPeople, MAX_COMPANIONS, type ScanResult, scannedCode } from "#domain/logbook.ts";
import { nameKey } from "#domain/person-key.ts";
import { symptomAnswer, symptomsMachine } from "./symptoms.machine.ts";

/** Check in at a place, or (front-liners only) verify whose or which QR code it is. */
export type ScanMode = "checkIn" | "verify";

/** Where a code comes from: the camera, a photo, or typed. */
export type ScanSource = "camera" | "photo" | "manual";

/** Why the camera cannot be used: the reader refused it, the device has none, or it would not start. */
export type CameraProblem = "denied" | "missing" | "failed";

/**
 * docs/product-spec.md, part 4 "Access check": 200 is ALLOWED; anything else NOT_ALLOWED, `recorded` when the server
 * refused entry at the door (its 409: the check-in is on record). It is the holder's answer; each person with them
 * has their own (decision 034).
 */
export type AccessResult = { status: "ALLOWED"; companions: CheckedInPerson[] } | { status: "NOT_ALLOWED"; recorded: boolean; companions: CheckedInPerson[] };

/** What "Start" sends: the place, the purpose, and everyone with the traveller with their own symptoms answer. */
export interface VisitToConfirm {
  uuid: string;
  purpose: string;
  companions: Companion[];
}

/** A first and last name, as the door tells people apart by them (decision 034). */
export interface PersonName {
  name: string;
  last_name: string;
}

/** Who may check in with the traveller: their profile's family members, told apart from the traveller by name. */
export interface Household {
  holder: PersonName;
  family: CompanionDetails[];
}

/** Someone checking in with the traveller, and the symptoms chosen for them so far (null: not asked yet). */
export interface ChosenCompanion {
  details: CompanionDetails;
  chosen: string[] | null;
}

export type Establishment = Extract<ScanResult, { result_type: "ESTABLISHMENT" }>;
export type Person = Extract<ScanResult, { result_type: "USER" }>;

/** The page opens once the profile tells whether the reader is a front-liner, and who may check in with them. */
export interface PageOpened {
  type: "page.opened";
  isFrontLiner: boolean;
  /** A branch uuid handed over by the guest check-in page: the camera is skipped. */
  uuid: string | undefined;
  household: Household;
}

export type LogbookScanEvent =
  | PageOpened
  | { type: "camera.started" }
  | { type: "camera.failed"; problem: CameraProblem }
  | { type: "source.camera" }
  | { type: "source.photo" }
  | { type: "source.manual" }
  | { type: "photo.chosen"; photo: Blob }
  | { type: "code.scanned"; text: string }
  | { type: "code.typed"; text: string }
  | { type: "mode.changed"; mode: ScanMode }
  | { type: "lookup.retried" }
  | { type: "scan.again" }
  | { type: "purpose.selected"; purpose: string }
  | { type: "family.toggled"; index: number }
  | { type: "companion.adding" }
  | { type: "companion.added"; companion: CompanionDetails }
  | { type: "companion.cancelled" }
  | { type: "companion.removed"; index: number }
  | { type: "visit.started" }
  /** `chosen`: the selection on the checklist being left, kept to be shown again. */
  | { type: "step.back"; chosen?: string[] | null }
  | { type: "result.acknowledged" };

export interface LogbookScanContext {
  isFrontLiner: boolean;
  mode: ScanMode;
  /** What the last scan stands for (scannedCode): a branch uuid or a user's QR value. */
  code: string;
  /** The way codes were read last: 'Scan again' returns to it. */
  source: ScanSource;
  /** What is typed in the code field, kept through a look-up and 'Scan again'. */
  typed: string;
  cameraProblem: CameraProblem | undefined;
  /** The chosen photo held no QR code that could be read. */
  photoUnreadable: boolean;
  establishment: Establishment | undefined;
  person: Person | undefined;
  /** The purpose of the visit, kept when the reader scans again. */
  purpose: string;
  /** 'Start' was pressed before a purpose was chosen ('Please select purpose.'). */
  purposeMissing: boolean;
  household: Household;
  /** The people checking in with the traveller, in the order chosen; kept when the reader scans again. */
  companions: ChosenCompanion[];
  /** The person just picked or typed has the name of someone already checking in. */
  samePerson: boolean;
  /** Whose symptoms are asked now: an index into `companions`. */
  whose: number;
  access: AccessResult | undefined;
}

/** "LUCIA SANTOS": how a person is named on the screens of the check-in. */
export function fullName(person: PersonName): string {
  return `${person.name} ${person.last_name}`;
}

const keyOf = (person: PersonName) => nameKey({ first_name: person.name, last_name: person.last_name });

/** Whether this person is among those checking in with the traveller (by name, as the door tells people apart). */
export function isChosen(companions: readonly ChosenCompanion[], person: PersonName): boolean {
  return companions.some(({ details }) => keyOf(details) === keyOf(person));
}

/** Whether this person is one of the family members in the traveller's profile. */
export function inFamily(household: Household, person: PersonName): boolean {
  return household.family.some((member) => keyOf(member) === keyOf(person));
}

/** The people with the traveller as the check-in sends them, each with their symptoms answer. */
function toCompanions(companions: readonly ChosenCompanion[]): Companion[] {
  return companions.map(({ details, chosen }) => ({ ...details, symptoms: symptomAnswer(chosen ?? []) }));
}

// 'Scan again' goes back to the way the last code was read; the camera starts afresh.
const SCAN_AGAIN = [
  { guard: { type: "lastSource", params: { source: "manual" } }, target: "#logbookScan.scanning.manual" },
  { guard: { type: "lastSource", params: { source: "photo" } }, target: "#logbookScan.scanning.photo" },
  { target: "#logbookScan.scanning" },
] as const;

/**
 * docs/product-spec.md, parts 2, 3 and 4: the signed-in scan page. A code comes from the camera, a photo or the
 * keyboard; in check-in mode it is looked up, a place asks for the purpose of the visit and who
 * checks in with the traveller (family members from the profile, or people typed in: decision 034),
 * each of them answers the symptom checklist in turn, the visit is confirmed for everyone, and the
 * access result (each person's own) leads back to the logbook. A front-liner may switch
 * to verifying, where each code shows a person, a place or "not found", then the next scan.
 * 'Scan again' returns to the way the code was read, with what was typed and the purpose kept.
 */
export const logbookScanMachine = setup({
  types: {
    context: {} as LogbookScanContext,
    events: {} as LogbookScanEvent,
    children: {} as {
      lookUpCode: "lookUpCode";
      verifyCode: "verifyCode";
      confirmVisit: "confirmVisit";
      readPhoto: "readPhoto";
      symptoms: "symptoms";
    },
  },
  actors: {
    lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.reject(new Error("not provided"))),
    verifyCode: fromPromise<ScanResult, { code: string }>(() => Promise.reject(new Error("not provided"))),
    confirmVisit: fromPromise<AccessResult, VisitToConfirm>(() => Promise.reject(new Error("not provided"))),
    /** Resolves with the text of the QR code in the photo; rejects when there is none. */
    readPhoto: fromPromise<string, { photo: Blob }>(() => Promise.reject(new Error("not provided"))),
    symptoms: symptomsMachine,
  },
  actions: {
    leaveForLogbook: () => {},
    rememberCode: assign({ code: (_, params: { text: string }) => scannedCode(params.text) }),
    openPage: assign(({ context, event }) =>
      event.type === "page.opened"
        ? { isFrontLiner: event.isFrontLiner, code: event.uuid !== undefined ? scannedCode(event.uuid) : "", household: event.household }
        : context,
    ),
    addCompanion: assign(({ context }, params: { person: CompanionDetails | undefined }) => ({
      companions: params.person ? [...context.companions, { details: params.person, chosen: null }] : context.companions,
      samePerson: false,
    })),
    dropCompanion: assign(({ context }, params: { person: PersonName | undefined }) => ({
      companions: context.companions.filter(({ details }) => params.person === undefined || keyOf(details) !== keyOf(params.person)),
      samePerson: false,
    })),
    refuseSamePerson: assign({ samePerson: true }),
    forgetSamePerson: assign({ samePerson: false }),
    keepAnswer: assign(({ context }, params: { chosen: string[] | null | undefined }) => ({
      companions: context.companions.map((companion, index) =>
        index === context.whose && params.chosen !== undefined ? { ...companion, chosen: params.chosen } : companion,
      ),
    })),
  },
  guards: {
    arrivesWithCode: ({ event }) => event.type === "page.opened" && event.uuid !== undefined && scannedCode(event.uuid) !== "",
    readable: ({ event }) => event.type === "code.scanned" && scannedCode(event.text) !== "",
    verifying: ({ context }) => context.mode === "verify",
    frontLiner: ({ context }) => context.isFrontLiner,
    lastSource: ({ context }, params: { source: ScanSource }) => context.source === params.source,
    hasPurpose: ({ context }) => context.purpose.trim() !== "",
    isEstablishment: (_, params: { result: ScanResult }) => params.result.result_type === "ESTABLISHMENT",
    isPerson: (_, params: { result: ScanResult }) => params.result.result_type === "USER",
    allowed: (_, params: { access: AccessResult }) => params.access.status === "ALLOWED",
    withCompanions: ({ context }) => context.companions.length > 0,
    familyMember: ({ context, event }) => event.type === "family.toggled" && context.household.family[event.index] !== undefined,
    roomForMore: ({ context }) => context.companions.length < MAX_COMPANIONS,
    chosen: ({ context }, params: { person: PersonName | undefined }) => params.person !== undefined && isChosen(context.companions, params.person),
    // Two people of one check-in with one name would be one person to the door and to tracing.
    canAdd: ({ context }, params: { person: PersonName | undefined }) =>
      params.person !== undefined &&
      context.companions.length < MAX_COMPANIONS &&
      differentPeople([context.household.holder, ...context.companions.map(({ details }) => details), params.person]),
    laterPerson: ({ context }) => context.whose > 0,
    morePeople: ({ context }) => context.whose + 1 < context.companions.length,
  },
}).createMachine({
  id: "logbookScan",
  context: {
    isFrontLiner: false,
    mode: "checkIn",
    code: "",
    source: "camera",
    typed: "",
    cameraProblem: undefined,
    photoUnreadable: false,
    establishment: undefined,
    person: undefined,
    purpose: "",
    purposeMissing: false,
    household: { holder: { name: "", last_name: "" }, family: [] },
    companions: [],
    samePerson: false,
    whose: 0,
    access: undefined,
  },
  initial: "opening",
  states: {
    opening: {
      on: {
        "page.opened": [
          { guard: "arrivesWithCode", target: "lookingUp", actions: "openPage" },
          { target: "scanning", actions: "openPage" },
        ],
      },
    },
    scanning: {
      initial: "camera",
      entry: assign({ establishment: undefined, person: undefined, purposeMissing: false, access: undefined }),
      on: {
        "code.scanned": [
          {
            guard: and(["readable", "verifying"]),
            target: "verifying",
            actions: { type: "rememberCode", params: ({ event }) => ({ text: event.text }) },
          },
          { guard: "readable", target: "lookingUp", actions: { type: "rememberCode", params: ({ event }) => ({ text: event.text }) } },
        ],
        "mode.changed": { guard: "frontLiner", actions: assign({ mode: ({ event }) => event.mode }) },
        "source.camera": { target: ".camera", actions: assign({ source: "camera" }) },
        "source.photo": { target: ".photo", actions: assign({ source: "photo" }) },
        "source.manual": { target: ".manual", actions: assign({ source: "manual" }) },
      },
      states: {
        camera: {
          initial: "starting",
          states: {
            starting: {
              on: {
                "camera.started": "live",
                "camera.failed": { target: "unavailable", actions: assign({ cameraProblem: ({ event }) => event.problem }) },
              },
            },
            live: {},
            unavailable: {},
          },
        },
        photo: {
          initial: "choosing",
          states: {
            choosing: {
              on: { "photo.chosen": "reading" },
            },
            reading: {
              entry: assign({ photoUnreadable: false }),
              invoke: {
                id: "readPhoto",
                src: "readPhoto",
                input: ({ event }) => {
                  assertEvent(event, "photo.chosen");
                  return { photo: event.photo };
                },
                onDone: [
                  {
                    guard: "verifying",
                    target: "#logbookScan.verifying",
                    actions: { type: "rememberCode", params: ({ event }) => ({ text: event.output }) },
                  },
                  { target: "#logbookScan.lookingUp", actions: { type: "rememberCode", params: ({ event }) => ({ text: event.output }) } },
                ],
                onError: { target: "choosing", actions: assign({ photoUnreadable: true }) },
              },
            },
          },
        },
        manual: {
          on: { "code.typed": { actions: assign({ typed: ({ event }) => event.text }) } },
        },
      },
    },
    lookingUp: {
      invoke: {
        id: "lookUpCode",
        src: "lookUpCode",
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: "isEstablishment", params: ({ event }) => ({ result: event.output }) },
            target: "establishment",
            actions: assign({ establishment: ({ event }) => (event.output.result_type === "ESTABLISHMENT" ? event.output : undefined) }),
          },
          // A person's QR is no place to check in at.
          { target: "notFound" },
        ],
        onError: "lookupFailed",
      },
    },
    verifying: {
      invoke: {
        id: "verifyCode",
        src: "verifyCode",
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: "isPerson", params: ({ event }) => ({ result: event.output }) },
            target: "person",
            actions: assign({ person: ({ event }) => (event.output.result_type === "USER" ? event.output : undefined) }),
          },
          {
            guard: { type: "isEstablishment", params: ({ event }) => ({ result: event.output }) },
            target: "place",
            actions: assign({ establishment: ({ event }) => (event.output.result_type === "ESTABLISHMENT" ? event.output : undefined) }),
          },
          { target: "notFound" },
        ],
        onError: "lookupFailed",
      },
    },
    lookupFailed: {
      on: {
        "lookup.retried": [{ guard: "verifying", target: "verifying" }, { target: "lookingUp" }],
        "scan.again": SCAN_AGAIN,
      },
    },
    notFound: {
      on: { "scan.again": SCAN_AGAIN },
    },
    person: {
      on: { "scan.again": SCAN_AGAIN },
    },
    place: {
      on: { "scan.again": SCAN_AGAIN },
    },
    // 'You are about to enter': the purpose, and the people checking in with the traveller.
    establishment: {
      initial: "choosing",
      on: { "scan.again": SCAN_AGAIN },
      states: {
        choosing: {
          entry: "forgetSamePerson",
          on: {
            "purpose.selected": { actions: assign({ purpose: ({ event }) => event.purpose, purposeMissing: false }) },
            "family.toggled": [
              {
                guard: { type: "chosen", params: ({ context, event }) => ({ person: context.household.family[event.index] }) },
                actions: { type: "dropCompanion", params: ({ context, event }) => ({ person: context.household.family[event.index] }) },
              },
              {
                guard: { type: "canAdd", params: ({ context, event }) => ({ person: context.household.family[event.index] }) },
                actions: { type: "addCompanion", params: ({ context, event }) => ({ person: context.household.family[event.index] }) },
              },
              { guard: and(["familyMember", "roomForMore"]), actions: "refuseSamePerson" },
            ],
            "companion.removed": {
              guard: { type: "chosen", params: ({ context, event }) => ({ person: context.companions[event.index]?.details }) },
              actions: { type: "dropCompanion", params: ({ context, event }) => ({ person: context.companions[event.index]?.details }) },
            },
            "companion.adding": { guard: "roomForMore", target: "adding" },
            "visit.started": [
              { guard: and(["hasPurpose", "withCompanions"]), target: "#logbookScan.companionSymptoms", actions: assign({ whose: 0 }) },
              { guard: "hasPurpose", target: "#logbookScan.confirming" },
              { actions: assign({ purposeMissing: true }) },
            ],
          },
        },
        // 'Add a person': someone who is not a family member in the profile.
        adding: {
          entry: "forgetSamePerson",
          on: {
            "companion.added": [
              {
                guard: { type: "canAdd", params: ({ event }) => ({ person: event.companion }) },
                target: "choosing",
                actions: { type: "addCompanion", params: ({ event }) => ({ person: event.companion }) },
              },
              { actions: "refuseSamePerson" },
            ],
            "companion.cancelled": "choosing",
          },
        },
      },
    },
    // Each person with the traveller answers the checklist in turn (the traveller's own symptoms
    // are the Symptoms screen's); each answer is kept when going back or on, so it is shown again.
    companionSymptoms: {
      invoke: {
        id: "symptoms",
        src: "symptoms",
        input: ({ context }) => ({ chosen: context.companions[context.whose]?.chosen ?? null }),
        onDone: [
          {
            guard: "morePeople",
            target: "companionSymptoms",
            reenter: true,
            actions: [{ type: "keepAnswer", params: ({ event }) => ({ chosen: event.output.chosen }) }, assign({ whose: ({ context }) => context.whose + 1 })],
          },
          { target: "confirming", actions: { type: "keepAnswer", params: ({ event }) => ({ chosen: event.output.chosen }) } },
        ],
      },
      on: {
        "step.back": [
          {
            guard: "laterPerson",
            target: "companionSymptoms",
            reenter: true,
            actions: [{ type: "keepAnswer", params: ({ event }) => ({ chosen: event.chosen }) }, assign({ whose: ({ context }) => context.whose - 1 })],
          },
          { target: "establishment", actions: { type: "keepAnswer", params: ({ event }) => ({ chosen: event.chosen }) } },
        ],
      },
    },
    confirming: {
      invoke: {
        id: "confirmVisit",
        src: "confirmVisit",
        input: ({ context }) => ({ uuid: context.code, purpose: context.purpose.trim(), companions: toCompanions(context.companions) }),
        onDone: [
          {
            guard: { type: "allowed", params: ({ event }) => ({ access: event.output }) },
            target: "allowed",
            actions: assign({ access: ({ event }) => event.output }),
          },
          { target: "notAllowed", actions: assign({ access: ({ event }) => event.output }) },
        ],
        // docs/product-spec.md, part 4: anything but a 200 is NOT_ALLOWED; nobody's check-in is known to be on record.
        onError: {
          target: "notAllowed",
          actions: assign({ access: { status: "NOT_ALLOWED", recorded: false, companions: [] } }),
        },
      },
    },
    allowed: {
      on: { "result.acknowledged": "done" },
    },
    notAllowed: {
      on: { "result.acknowledged": "done" },
    },
    done: {
      type: "final",
      entry: "leaveForLogbook",
    },
  },
});

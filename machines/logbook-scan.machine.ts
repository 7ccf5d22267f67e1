import { and, assertEvent, assign, fromPromise, setup } from "xstate";
import { type ScanResult, scannedCode } from "../src/domain/logbook.ts";

/** Check in at a place, or (front-liners only) verify whose or which QR code it is. */
export type ScanMode = "checkIn" | "verify";

/** Where a code comes from: the camera, a photo, or typed. */
export type ScanSource = "camera" | "photo" | "manual";

/** Why the camera cannot be used: the reader refused it, the device has none, or it would not start. */
export type CameraProblem = "denied" | "missing" | "failed";

/** Spec part 4 "Access check": 200 is ALLOWED; anything else NOT_ALLOWED, with the server's title and message when it gave them. */
export type AccessResult = { status: "ALLOWED" } | { status: "NOT_ALLOWED"; title: string | undefined; message: string | undefined };

export type Establishment = Extract<ScanResult, { result_type: "ESTABLISHMENT" }>;
export type Person = Extract<ScanResult, { result_type: "USER" }>;

/** The page opens once the profile tells whether the reader is a front-liner. */
export interface PageOpened {
  type: "page.opened";
  isFrontLiner: boolean;
  /** A branch uuid handed over by the guest check-in page: the camera is skipped. */
  uuid: string | undefined;
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
  | { type: "visit.started" }
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
  access: AccessResult | undefined;
}

// 'Scan again' goes back to the way the last code was read; the camera starts afresh.
const SCAN_AGAIN = [
  { guard: { type: "lastSource", params: { source: "manual" } }, target: "#logbookScan.scanning.manual" },
  { guard: { type: "lastSource", params: { source: "photo" } }, target: "#logbookScan.scanning.photo" },
  { target: "#logbookScan.scanning" },
] as const;

/**
 * Spec parts 2, 3 and 4: the signed-in scan page. A code comes from the camera, a photo or the
 * keyboard; in check-in mode it is looked up, a place asks for the purpose of the visit and the
 * visit is confirmed, and the access result leads back to the logbook. A front-liner may switch
 * to verifying, where each code shows a person, a place or "not found", then the next scan.
 * 'Scan again' returns to the way the code was read, with what was typed and the purpose kept.
 */
export const logbookScanMachine = setup({
  types: {
    context: {} as LogbookScanContext,
    events: {} as LogbookScanEvent,
  },
  actors: {
    lookUpCode: fromPromise<ScanResult, { code: string }>(() => Promise.reject(new Error("not provided"))),
    verifyCode: fromPromise<ScanResult, { code: string }>(() => Promise.reject(new Error("not provided"))),
    confirmVisit: fromPromise<AccessResult, { uuid: string; purpose: string }>(() => Promise.reject(new Error("not provided"))),
    /** Resolves with the text of the QR code in the photo; rejects when there is none. */
    readPhoto: fromPromise<string, { photo: Blob }>(() => Promise.reject(new Error("not provided"))),
  },
  actions: {
    leaveForLogbook: () => {},
    rememberCode: assign({ code: (_, params: { text: string }) => scannedCode(params.text) }),
    openPage: assign({
      isFrontLiner: ({ event }) => event.type === "page.opened" && event.isFrontLiner,
      code: ({ event }) => (event.type === "page.opened" && event.uuid !== undefined ? scannedCode(event.uuid) : ""),
    }),
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
    establishment: {
      on: {
        "purpose.selected": { actions: assign({ purpose: ({ event }) => event.purpose, purposeMissing: false }) },
        "visit.started": [{ guard: "hasPurpose", target: "confirming" }, { actions: assign({ purposeMissing: true }) }],
        "scan.again": SCAN_AGAIN,
      },
    },
    confirming: {
      invoke: {
        id: "confirmVisit",
        src: "confirmVisit",
        input: ({ context }) => ({ uuid: context.code, purpose: context.purpose.trim() }),
        onDone: [
          {
            guard: { type: "allowed", params: ({ event }) => ({ access: event.output }) },
            target: "allowed",
            actions: assign({ access: ({ event }) => event.output }),
          },
          { target: "notAllowed", actions: assign({ access: ({ event }) => event.output }) },
        ],
        // Spec part 4: anything but a 200 is NOT_ALLOWED.
        onError: { target: "notAllowed", actions: assign({ access: { status: "NOT_ALLOWED", title: undefined, message: undefined } }) },
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

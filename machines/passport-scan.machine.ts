import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { MrzFailure, PassportFields } from "#domain/passport-mrz.ts";
import type { CameraProblem } from "./image-upload.machine.ts";

/**
 * Why a picture gave no fields: no zone in it, a check digit that fails, a blurred picture, or the
 * reader itself did not start (its files did not load).
 */
export type PassportScanFailure = MrzFailure | "blurry" | "not_started";

export type PassportRead = { ok: true; fields: PassportFields } | { ok: false; failure: PassportScanFailure };

export interface PassportScanContext {
  stream: MediaStream | undefined;
  cameraProblem: CameraProblem | undefined;
  photo: Blob | undefined;
  fields: PassportFields | undefined;
  failure: PassportScanFailure | undefined;
}

export type PassportScanEvent =
  | { type: "open" }
  | { type: "close" }
  | { type: "camera.ready"; stream: MediaStream }
  | { type: "camera.unavailable"; problem: CameraProblem }
  | { type: "photo.captured"; photo: Blob }
  | { type: "file.chosen"; file: Blob }
  | { type: "retry" }
  | { type: "confirm" };

const pictureTaken = {
  "photo.captured": { target: "#passportScan.open.reading", actions: "keepPhoto" },
  "file.chosen": { target: "#passportScan.open.reading", actions: "keepPhoto" },
} as const;

/**
 * Scanning a passport on the phone (decision 063): the camera or a photo, the machine-readable zone
 * read on the device, then the fields shown for the person to confirm; confirming fills the form,
 * which saves nothing until it is sent as usual. The OCR starts loading as the scanner opens (while
 * the passport is framed) and is let go when it closes; the camera runs only while capturing.
 */
export const passportScanMachine = setup({
  types: { context: {} as PassportScanContext, events: {} as PassportScanEvent },
  actions: {
    keepStream: assign({ stream: ({ event }) => (event.type === "camera.ready" ? event.stream : undefined), cameraProblem: undefined }),
    noteCameraProblem: assign({ cameraProblem: ({ event }) => (event.type === "camera.unavailable" ? event.problem : undefined) }),
    forgetCamera: assign({ stream: undefined, cameraProblem: undefined }),
    keepPhoto: assign({
      photo: ({ event }) => (event.type === "photo.captured" ? event.photo : event.type === "file.chosen" ? event.file : undefined),
      fields: undefined,
      failure: undefined,
    }),
    keepRead: assign((_, read: PassportRead) =>
      read.ok ? { fields: read.fields, failure: undefined, photo: undefined } : { fields: undefined, failure: read.failure, photo: undefined },
    ),
    noteNotStarted: assign({ failure: "not_started" as const, photo: undefined }),
    /** Puts the fields into the form; the view provides it. */
    fill: (_, _fields: PassportFields | undefined) => {},
    /** Starts loading the OCR; the effects provide it. */
    warmOcr: () => {},
    /** Lets the OCR go; the effects provide it. */
    releaseOcr: () => {},
  },
  actors: {
    /** Starts the camera and reports camera.ready or camera.unavailable; stopping it turns the camera off. */
    camera: fromCallback<PassportScanEvent>(() => {}),
    /** Reads the zone in the photo, on the device. */
    readPassport: fromPromise<PassportRead, Blob | undefined>(async () => ({ ok: false, failure: "not_started" })),
  },
  guards: {
    readFields: (_, read: PassportRead) => read.ok,
  },
}).createMachine({
  id: "passportScan",
  context: { stream: undefined, cameraProblem: undefined, photo: undefined, fields: undefined, failure: undefined },
  initial: "idle",
  states: {
    idle: { on: { open: "open" } },
    open: {
      entry: "warmOcr",
      exit: "releaseOcr",
      initial: "capturing",
      on: { close: "closed" },
      states: {
        capturing: {
          initial: "starting",
          invoke: { id: "camera", src: "camera" },
          exit: "forgetCamera",
          on: pictureTaken,
          states: {
            starting: {
              on: {
                "camera.ready": { target: "live", actions: "keepStream" },
                "camera.unavailable": { target: "unavailable", actions: "noteCameraProblem" },
              },
            },
            live: {},
            unavailable: {},
          },
        },
        reading: {
          invoke: {
            id: "readPassport",
            src: "readPassport",
            input: ({ context }) => context.photo,
            onDone: [
              {
                guard: { type: "readFields", params: ({ event }) => event.output },
                target: "read",
                actions: { type: "keepRead", params: ({ event }) => event.output },
              },
              { target: "failed", actions: { type: "keepRead", params: ({ event }) => event.output } },
            ],
            onError: { target: "failed", actions: "noteNotStarted" },
          },
        },
        read: {
          on: {
            confirm: { target: "#passportScan.filled", actions: { type: "fill", params: ({ context }) => context.fields } },
            retry: "capturing",
          },
        },
        failed: { on: { retry: "capturing", "file.chosen": pictureTaken["file.chosen"] } },
      },
    },
    filled: { type: "final" },
    closed: { type: "final" },
  },
});

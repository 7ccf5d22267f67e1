import { assign, fromCallback, setup } from "xstate";
import { isImportableUrl, UPLOAD_MESSAGES } from "#domain/uploads.ts";
import type { CallFailure } from "./call-failure.ts";
import { refusedFile } from "./upload-checks.ts";

export type UploadTab = "file" | "url" | "camera";

/** What is sent: a file's (or a captured photo's) bytes, or an address the server fetches the image from. */
export type UploadSource = { kind: "file"; file: Blob; name: string } | { kind: "url"; url: string };

/** Why the camera tab shows no picture: no camera, the user or the browser refused it, or it failed to start. */
export type CameraProblem = "none" | "refused" | "failed";

export interface ImageUploadInput {
  /** The field's value, 'name::url' (docs/product-spec.md, part 3), or null when no image is chosen yet. */
  value: string | null;
}

export interface ImageUploadContext extends ImageUploadInput {
  /** What is being sent; kept while uploading only. */
  source: UploadSource | undefined;
  /** How much of a file has been sent, 0 to 1; undefined when unknown (an address is being fetched). */
  progress: number | undefined;
  /** Why the last attempt failed: the server's refusal, or no answer; the field's own checks give the refusal the server would. */
  failure: CallFailure | undefined;
  /** The live camera picture, while the camera tab is open. */
  stream: MediaStream | undefined;
  cameraProblem: CameraProblem | undefined;
}

export type ImageUploadEvent =
  | { type: "tab.selected"; tab: UploadTab }
  | { type: "file.chosen"; file: File }
  | { type: "url.submitted"; url: string }
  | { type: "camera.ready"; stream: MediaStream }
  | { type: "camera.unavailable"; problem: CameraProblem }
  | { type: "photo.captured"; photo: Blob }
  | { type: "upload.progressed"; fraction: number }
  | { type: "upload.succeeded"; value: string }
  | { type: "upload.failed"; failure: CallFailure }
  | { type: "image.removed" }
  | { type: "value.replaced"; value: string | null };

const CAPTURED_PHOTO_NAME = "camera-photo.jpg";
// What the server's schema answers for the same text (decision 042), found before sending it.
const NOT_AN_ADDRESS: CallFailure = { status: 422, code: "VALIDATION_FAILED", message: undefined, fieldErrors: { url: [UPLOAD_MESSAGES.urlInvalid] } };

function tabChanges(...tabs: UploadTab[]) {
  return {
    "tab.selected": tabs.map((tab) => ({
      guard: { type: "selects", params: { tab } } as const,
      target: `#imageUpload.choosing.${tab}`,
      actions: "clearFailure" as const,
    })),
  };
}

/** Sending an image; the tab it came from stays shown with its progress. */
const uploading = {
  invoke: { id: "upload", src: "upload", input: ({ context }: { context: ImageUploadContext }) => context.source },
  on: {
    "upload.progressed": { actions: "showProgress" },
    "upload.succeeded": { target: "#imageUpload.uploaded", actions: "keepUploaded" },
    "upload.failed": { target: "failed", actions: "showFailure" },
  },
} as const;

const fileChoice = {
  "file.chosen": [
    { guard: "fileRefused", target: "failed", actions: "refuseFile" },
    { target: "uploading", actions: "sendFile" },
  ],
} as const;

const urlChoice = {
  "url.submitted": [
    { guard: "notAnAddress", target: "failed", actions: "refuseAddress" },
    { target: "uploading", actions: "sendAddress" },
  ],
} as const;

const photoCapture = { "photo.captured": { target: "uploading", actions: "sendPhoto" } } as const;

/**
 * An image field of the medical records (docs/product-spec.md, part 5): a PNG, JPG or GIF from a file, from a web
 * address (fetched by the server) or from the camera, sent at once; at most 2,097,152 bytes ('File
 * size is too large', checked here before sending and again by the server). Each tab goes from
 * choosing to uploading (with progress) to uploaded or failed; an uploaded image can be removed.
 * The camera runs only while its tab is open.
 */
export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as ImageUploadInput,
  },
  actions: {
    sendFile: assign({
      source: ({ event }) => (event.type === "file.chosen" ? { kind: "file" as const, file: event.file, name: event.file.name } : undefined),
      progress: 0,
      failure: undefined,
    }),
    sendPhoto: assign({
      source: ({ event }) => (event.type === "photo.captured" ? { kind: "file" as const, file: event.photo, name: CAPTURED_PHOTO_NAME } : undefined),
      progress: 0,
      failure: undefined,
    }),
    sendAddress: assign({
      source: ({ event }) => (event.type === "url.submitted" ? { kind: "url" as const, url: event.url.trim() } : undefined),
      progress: undefined,
      failure: undefined,
    }),
    showProgress: assign({ progress: ({ event }) => (event.type === "upload.progressed" ? event.fraction : undefined) }),
    keepUploaded: assign({
      value: ({ event, context }) => (event.type === "upload.succeeded" ? event.value : context.value),
      source: undefined,
      progress: undefined,
    }),
    showFailure: assign({
      failure: ({ event }) => (event.type === "upload.failed" ? event.failure : undefined),
      source: undefined,
      progress: undefined,
    }),
    refuseFile: assign({ failure: ({ event }) => (event.type === "file.chosen" ? refusedFile(event.file) : undefined) }),
    refuseAddress: assign({ failure: NOT_AN_ADDRESS }),
    clearFailure: assign({ failure: undefined }),
    keepStream: assign({ stream: ({ event }) => (event.type === "camera.ready" ? event.stream : undefined), cameraProblem: undefined }),
    noteCameraProblem: assign({ cameraProblem: ({ event }) => (event.type === "camera.unavailable" ? event.problem : undefined) }),
    forgetCamera: assign({ stream: undefined, cameraProblem: undefined }),
    removeImage: assign({ value: null }),
    takeValue: assign({
      value: ({ event, context }) => (event.type === "value.replaced" ? event.value : context.value),
      source: undefined,
      progress: undefined,
      failure: undefined,
    }),
  },
  actors: {
    /** Sends the source; reports upload.progressed, then upload.succeeded or upload.failed; stopping it aborts the request. */
    upload: fromCallback<ImageUploadEvent, UploadSource | undefined>(() => {}),
    /** Starts the camera and reports camera.ready or camera.unavailable; stopping it turns the camera off. */
    camera: fromCallback<ImageUploadEvent>(() => {}),
  },
  guards: {
    hasValue: ({ context }) => context.value !== null,
    selects: ({ event }, { tab }: { tab: UploadTab }) => event.type === "tab.selected" && event.tab === tab,
    fileRefused: ({ event }) => event.type === "file.chosen" && refusedFile(event.file) !== undefined,
    notAnAddress: ({ event }) => event.type === "url.submitted" && !isImportableUrl(event.url),
    replacedWithImage: ({ event }) => event.type === "value.replaced" && event.value !== null,
  },
}).createMachine({
  id: "imageUpload",
  context: ({ input }) => ({ ...input, source: undefined, progress: undefined, failure: undefined, stream: undefined, cameraProblem: undefined }),
  initial: "opening",
  on: {
    // The form's own value wins: a reset or a record loaded into the form replaces what the field holds.
    "value.replaced": [
      { guard: "replacedWithImage", target: ".uploaded", actions: "takeValue" },
      { target: ".choosing", actions: "takeValue" },
    ],
  },
  states: {
    opening: {
      always: [{ guard: "hasValue", target: "uploaded" }, { target: "choosing" }],
    },
    choosing: {
      initial: "file",
      states: {
        file: {
          initial: "idle",
          states: {
            idle: { on: { ...fileChoice, ...tabChanges("url", "camera") } },
            uploading,
            failed: { on: { ...fileChoice, ...tabChanges("url", "camera") } },
          },
        },
        url: {
          initial: "idle",
          states: {
            idle: { on: { ...urlChoice, ...tabChanges("file", "camera") } },
            uploading,
            failed: { on: { ...urlChoice, ...tabChanges("file", "camera") } },
          },
        },
        camera: {
          initial: "starting",
          invoke: { id: "camera", src: "camera" },
          exit: "forgetCamera",
          states: {
            starting: {
              on: {
                "camera.ready": { target: "live", actions: "keepStream" },
                "camera.unavailable": { target: "unavailable", actions: "noteCameraProblem" },
                ...tabChanges("file", "url"),
              },
            },
            live: { on: { ...photoCapture, ...tabChanges("file", "url") } },
            unavailable: { on: tabChanges("file", "url") },
            uploading,
            failed: { on: { ...photoCapture, ...tabChanges("file", "url") } },
          },
        },
      },
    },
    uploaded: {
      on: { "image.removed": { target: "choosing", actions: "removeImage" } },
    },
  },
});

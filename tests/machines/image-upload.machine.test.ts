import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromCallback } from "xstate";
import { callFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { type ImageUploadEvent, type ImageUploadInput, imageUploadMachine, type UploadSource } from "../../machines/image-upload.machine.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

const SAVED = "card.png::/api/v1/uploads/0b8e8c6e-2f7c-4f7e-9a51-6a4a2d1c9e11";
const UPLOADED = "scan.jpg::/api/v1/uploads/5d7e3c1a-8b9f-4e2d-a6c4-3b2a1f0e9d8c";

// The path generator tells events apart by their JSON, in which a File or Blob is only {}.
function file(name: string, size: number, type: string): File {
  return Object.assign(new File([new Uint8Array(size)], name, { type }), { toJSON: () => ({ name, size, type }) });
}
const png = file("card.png", 10, "image/png");
const largePng = file("big.png", MAX_UPLOAD_BYTES + 1, "image/png");
const pdf = file("card.pdf", 10, "application/pdf");
const photo: Blob = file("", 10, "image/jpeg");
const notAnImage = "Only PNG, JPG or GIF images can be uploaded.";
const refusedAsNoImage = callFailure(422, {
  message: notAnImage,
  code: "VALIDATION_FAILED",
  errors: { file: [notAnImage] },
  details: { file: "NOT_AN_IMAGE" },
});
// Stands in for the browser's MediaStream: the machine only hands it to the view.
const stream = { id: "camera-stream" } as unknown as MediaStream;

// The effects do nothing by themselves: the generated paths send what they would report.
const machine = imageUploadMachine.provide({
  actors: { upload: fromCallback<ImageUploadEvent, UploadSource | undefined>(() => {}), camera: fromCallback<ImageUploadEvent>(() => {}) },
});

const events = [
  { type: "tab.selected", tab: "file" },
  { type: "tab.selected", tab: "url" },
  { type: "tab.selected", tab: "camera" },
  { type: "file.chosen", file: png },
  { type: "file.chosen", file: largePng },
  { type: "file.chosen", file: pdf },
  { type: "url.submitted", url: " https://example.org/card.png " },
  { type: "url.submitted", url: "card.png" },
  { type: "camera.ready", stream },
  { type: "camera.unavailable", problem: "refused" },
  { type: "photo.captured", photo },
  { type: "upload.progressed", fraction: 0.5 },
  { type: "upload.succeeded", value: UPLOADED },
  { type: "upload.failed", failure: refusedAsNoImage },
  { type: "image.removed" },
  { type: "value.replaced", value: SAVED },
  { type: "value.replaced", value: null },
] satisfies ImageUploadEvent[];

const inputs: ImageUploadInput[] = [{ value: null }, { value: SAVED }];

function tabOf(snapshot: AnyMachineSnapshot): string | undefined {
  return (["file", "url", "camera"] as const).find((tab) => snapshot.matches({ choosing: tab }));
}

describe("image upload machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const input of inputs) {
    const options = { machine, input, events };
    it(`${input.value ? "with" : "without"} an image: starts`, () => {
      const run = replay(options, []);
      expect(run.snapshot.value).toEqual(input.value ? "uploaded" : { choosing: { file: "idle" } });
      // The actor leaves its transient first state before inspection reports microsteps: the
      // state it starts in shows which of the two ways out it took.
      const [toUploaded, toChoosing] = machine.root.states.opening?.always ?? [];
      run.states.add("imageUpload.opening");
      const taken = input.value ? toUploaded : toChoosing;
      if (taken) run.transitions.add(taken);
      replays.push(run);
    });
    for (const path of generatePaths(options)) {
      it(`${input.value ? "with" : "without"} an image: ${path.description}`, () => {
        const run = replay(options, path.events);
        replays.push(run);
        const { snapshot } = run;
        expect(observable(snapshot)).toEqual(observable(path.expected));
        const {
          value,
          source,
          progress,
          failure,
          stream: shown,
          cameraProblem,
        } = snapshot.context as {
          value: string | null;
          source?: UploadSource;
          progress?: number;
          failure?: string;
          stream?: MediaStream;
          cameraProblem?: string;
        };
        const uploading = ["file", "url", "camera"].some((tab) => snapshot.matches({ choosing: { [tab]: "uploading" } }));
        // The field holds an image exactly when it shows one.
        expect(value !== null).toBe(snapshot.matches("uploaded"));
        // Something is being sent, with its progress, only while uploading.
        expect(source !== undefined).toBe(uploading);
        if (!uploading) expect(progress).toBeUndefined();
        // A failure is shown only in a tab's failed state.
        expect(failure !== undefined).toBe(snapshot.matches({ choosing: { [tabOf(snapshot) ?? "none"]: "failed" } }));
        // The camera picture and its problem exist only while the camera tab is open.
        if (tabOf(snapshot) !== "camera") expect([shown, cameraProblem]).toEqual([undefined, undefined]);
        // No other tab can be chosen while an image is being sent.
        expect(snapshot.can({ type: "tab.selected", tab: tabOf(snapshot) === "file" ? "url" : "file" })).toBe(tabOf(snapshot) !== undefined && !uploading);
      });
    }
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("image upload machine", () => {
  function start(input: ImageUploadInput, sent: UploadSource[], cameraEvents: ImageUploadEvent[] = []) {
    const cameraStops: string[] = [];
    const actor = createActor(
      imageUploadMachine.provide({
        actors: {
          upload: fromCallback<ImageUploadEvent, UploadSource | undefined>(({ input: source, sendBack }) => {
            if (source) sent.push(source);
            sendBack({ type: "upload.progressed", fraction: 0.25 });
          }),
          camera: fromCallback<ImageUploadEvent>(({ sendBack }) => {
            cameraEvents.forEach((event) => sendBack(event));
            return () => cameraStops.push("stopped");
          }),
        },
      }),
      { input },
    ).start();
    return { actor, cameraStops };
  }

  it("refuses a file over 2,097,152 bytes or not an image without sending it, then sends a good one with its progress", () => {
    const sent: UploadSource[] = [];
    const { actor } = start({ value: null }, sent);
    actor.send({ type: "file.chosen", file: largePng });
    // The answers the server gives the same files.
    expect(actor.getSnapshot().context.failure).toEqual({ status: 413, code: "UPLOAD_TOO_LARGE", message: undefined });
    actor.send({ type: "file.chosen", file: pdf });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 422, code: "VALIDATION_FAILED", message: undefined, details: { file: "NOT_AN_IMAGE" } });
    actor.send({ type: "file.chosen", file: png });
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0.25, failure: undefined });
    actor.send({ type: "upload.succeeded", value: UPLOADED });
    expect(actor.getSnapshot().value).toBe("uploaded");
    expect(actor.getSnapshot().context.value).toBe(UPLOADED);
    expect(sent).toEqual([{ kind: "file", file: png, name: "card.png" }]);
  });

  it("sends a trimmed web address; one that is not an address is refused here", () => {
    const sent: UploadSource[] = [];
    const { actor } = start({ value: null }, sent);
    actor.send({ type: "tab.selected", tab: "url" });
    actor.send({ type: "url.submitted", url: "ftp://example.org/card.png" });
    // The answer of the server's schema for the same text.
    expect(actor.getSnapshot().context.failure).toEqual({
      status: 422,
      code: "VALIDATION_FAILED",
      message: undefined,
      fieldErrors: { url: ["Enter the web address of an image, starting with https://."] },
    });
    actor.send({ type: "url.submitted", url: "  https://example.org/card.png " });
    expect(actor.getSnapshot().matches({ choosing: { url: "uploading" } })).toBe(true);
    expect(sent).toEqual([{ kind: "url", url: "https://example.org/card.png" }]);
  });

  it("turns the camera off when its tab is left and after a captured photo is uploaded, not before", () => {
    const sent: UploadSource[] = [];
    const { actor, cameraStops } = start({ value: null }, sent, [{ type: "camera.ready", stream }]);
    actor.send({ type: "tab.selected", tab: "camera" });
    expect(actor.getSnapshot().context.stream).toBe(stream);
    actor.send({ type: "tab.selected", tab: "file" });
    expect([cameraStops, actor.getSnapshot().context.stream]).toEqual([["stopped"], undefined]);
    actor.send({ type: "tab.selected", tab: "camera" });
    actor.send({ type: "photo.captured", photo });
    actor.send({ type: "upload.failed", failure: NO_ANSWER });
    // A failed upload leaves the camera on for another try.
    expect([cameraStops.length, actor.getSnapshot().matches({ choosing: { camera: "failed" } })]).toEqual([1, true]);
    actor.send({ type: "photo.captured", photo });
    actor.send({ type: "upload.succeeded", value: UPLOADED });
    expect(cameraStops).toEqual(["stopped", "stopped"]);
    expect(sent).toEqual([
      { kind: "file", file: photo, name: "camera-photo.jpg" },
      { kind: "file", file: photo, name: "camera-photo.jpg" },
    ]);
  });

  it("tells why there is no camera picture", () => {
    const { actor } = start({ value: null }, [], [{ type: "camera.unavailable", problem: "none" }]);
    actor.send({ type: "tab.selected", tab: "camera" });
    expect(actor.getSnapshot().matches({ choosing: { camera: "unavailable" } })).toBe(true);
    expect(actor.getSnapshot().context.cameraProblem).toBe("none");
  });

  it("removes an image, and takes the form's own value when it is replaced", () => {
    const { actor } = start({ value: SAVED }, []);
    expect(actor.getSnapshot().value).toBe("uploaded");
    actor.send({ type: "image.removed" });
    expect([actor.getSnapshot().context.value, actor.getSnapshot().matches({ choosing: "file" })]).toEqual([null, true]);
    actor.send({ type: "value.replaced", value: SAVED });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.value]).toEqual(["uploaded", SAVED]);
  });
});

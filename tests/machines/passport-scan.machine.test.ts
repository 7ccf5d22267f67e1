import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { type PassportRead, type PassportScanEvent, passportScanMachine } from "../../machines/passport-scan.machine.ts";
import type { PassportFields } from "#domain/passport-mrz.ts";

const FIELDS: PassportFields = {
  last_name: "DE LA CRUZ",
  first_name: "ANA",
  middle_name: "MARIA",
  passport: "TK1234567",
  passport_country: "JP",
  nationality: "JP",
  birth_date: "1990-04-01",
  gender: "FEMALE",
  expiry_date: "2031-03-31",
};
const photo = new Blob(["jpeg"], { type: "image/jpeg" });
const stream = { id: "camera-stream" } as unknown as MediaStream;

/** The machine with a camera that answers `cameraAnswer` and a reader that gives `reads` in turn. */
function start(reads: Array<PassportRead | Error>, cameraAnswer?: PassportScanEvent) {
  const log: string[] = [];
  const filled: Array<PassportFields | undefined> = [];
  const readInputs: Array<Blob | undefined> = [];
  const actor = createActor(
    passportScanMachine.provide({
      actions: {
        warmOcr: () => void log.push("warm"),
        releaseOcr: () => void log.push("release"),
        fill: (_, fields) => void filled.push(fields),
      },
      actors: {
        camera: fromCallback<PassportScanEvent>(({ sendBack }) => {
          log.push("camera on");
          if (cameraAnswer) sendBack(cameraAnswer);
          return () => void log.push("camera off");
        }),
        readPassport: fromPromise<PassportRead, Blob | undefined>(async ({ input }) => {
          readInputs.push(input);
          const next = reads.shift();
          if (!next || next instanceof Error) throw next ?? new Error("no read");
          return next;
        }),
      },
    }),
  ).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, log, filled, readInputs, settled };
}

describe("passport scan machine", () => {
  it("waits closed; opening warms the OCR and starts the camera", () => {
    const { actor, log } = start([], { type: "camera.ready", stream });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(log).toEqual([]);
    actor.send({ type: "open" });
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: "live" } });
    expect(actor.getSnapshot().context.stream).toBe(stream);
    expect(log).toEqual(["warm", "camera on"]);
  });

  it("reads a captured photo, turns the camera off, shows the fields and fills the form only on confirm", async () => {
    const { actor, log, filled, readInputs, settled } = start([{ ok: true, fields: FIELDS }], { type: "camera.ready", stream });
    actor.send({ type: "open" });
    actor.send({ type: "photo.captured", photo });
    expect(actor.getSnapshot().value).toEqual({ open: "reading" });
    expect(actor.getSnapshot().context.stream).toBeUndefined();
    expect(log).toContain("camera off");
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: "read" });
    expect(actor.getSnapshot().context).toMatchObject({ fields: FIELDS, failure: undefined, photo: undefined });
    expect(readInputs).toEqual([photo]);
    expect(filled).toEqual([]);
    actor.send({ type: "confirm" });
    expect(filled).toEqual([FIELDS]);
    expect(actor.getSnapshot().status).toBe("done");
    expect(log.at(-1)).toBe("release");
  });

  it("says why a read failed, lets the person try again or pick another photo, and keeps no photo", async () => {
    const { actor, settled, filled } = start([
      { ok: false, failure: "check_digit" },
      { ok: false, failure: "blurry" },
      { ok: true, fields: FIELDS },
    ]);
    actor.send({ type: "open" });
    actor.send({ type: "file.chosen", file: photo });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: "failed" });
    expect(actor.getSnapshot().context).toMatchObject({ failure: "check_digit", photo: undefined, fields: undefined });
    actor.send({ type: "file.chosen", file: photo });
    await settled();
    expect(actor.getSnapshot().context.failure).toBe("blurry");
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: "starting" } });
    actor.send({ type: "file.chosen", file: photo });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: "read" });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: "starting" } });
    expect(filled).toEqual([]);
  });

  it("tells a reader that did not start apart from a picture without a zone", async () => {
    const { actor, settled } = start([new Error("worker failed to load")]);
    actor.send({ type: "open" });
    actor.send({ type: "file.chosen", file: photo });
    await settled();
    expect(actor.getSnapshot().context.failure).toBe("not_started");
  });

  it("keeps the photo input when the camera is refused, and closes from any step without filling", async () => {
    const { actor, log, filled } = start([], { type: "camera.unavailable", problem: "refused" });
    actor.send({ type: "open" });
    expect(actor.getSnapshot().value).toEqual({ open: { capturing: "unavailable" } });
    expect(actor.getSnapshot().context.cameraProblem).toBe("refused");
    expect(actor.getSnapshot().can({ type: "file.chosen", file: photo })).toBe(true);
    actor.send({ type: "close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().status).toBe("done");
    expect(log).toEqual(["warm", "camera on", "release", "camera off"]);
    expect(filled).toEqual([]);
  });
});

import { fromCallback } from "xstate";
import { type ImageUploadEvent, imageUploadMachine, type UploadSource } from "../../../machines/image-upload.machine.ts";
import { failureOf } from "../../../machines/call-failure.ts";
import { importImage, uploadImage } from "../../api/uploads.ts";
import { startCamera } from "./camera.ts";

/** The image upload machine with its real calls and the device's camera. */
export const imageUploadWithEffects = imageUploadMachine.provide({
  actors: {
    upload: fromCallback<ImageUploadEvent, UploadSource | undefined>(({ input: source, sendBack }) => {
      if (!source) return;
      const aborted = new AbortController();
      const sent =
        source.kind === "url"
          ? importImage({ url: source.url }, aborted.signal)
          : uploadImage(
              new File([source.file], source.name, { type: source.file.type }),
              (fraction) => sendBack({ type: "upload.progressed", fraction }),
              aborted.signal,
            );
      sent.then(
        (image) => sendBack({ type: "upload.succeeded", value: image.value }),
        (failure: unknown) => {
          if (!aborted.signal.aborted) sendBack({ type: "upload.failed", failure: failureOf(failure) });
        },
      );
      return () => aborted.abort();
    }),
    camera: fromCallback<ImageUploadEvent>(({ sendBack }) => startCamera(sendBack)),
  },
});

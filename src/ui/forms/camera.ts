import type { CameraProblem, ImageUploadEvent } from "../../../machines/image-upload.machine.ts";

/** What the camera reports; every machine that runs it takes these two events. */
export type CameraEvent = Extract<ImageUploadEvent, { type: "camera.ready" | "camera.unavailable" }>;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  return "failed";
}

/**
 * Turns the camera on (the one facing away from the user, where there are two) and reports the
 * picture or why there is none; the returned function turns it off, also when the answer comes late.
 */
export function startCamera(sendBack: (event: CameraEvent) => void): () => void {
  let stopped = false;
  let stream: MediaStream | undefined;
  const stop = (tracks: MediaStream) => tracks.getTracks().forEach((track) => track.stop());
  if (!navigator.mediaDevices?.getUserMedia) {
    // Browsers offer no camera to a page without HTTPS, or have none at all.
    sendBack({ type: "camera.unavailable", problem: "none" });
    return () => {};
  }
  navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }).then(
    (started) => {
      if (stopped) return stop(started);
      stream = started;
      sendBack({ type: "camera.ready", stream: started });
    },
    (error: unknown) => {
      if (!stopped) sendBack({ type: "camera.unavailable", problem: problemOf(error) });
    },
  );
  return () => {
    stopped = true;
    if (stream) stop(stream);
  };
}

/** The picture the video shows now, as a JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The camera gave no picture"))), "image/jpeg", 0.9));
}

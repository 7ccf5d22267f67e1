import type QrScanner from "qr-scanner";
import type { CameraProblem } from "../../../../machines/logbook-scan.machine.ts";

/** qr-scanner and its worker load only on the scan page; Vite splits both into chunks of their own. */
export async function loadQrScanner(): Promise<typeof QrScanner> {
  return (await import("qr-scanner")).default;
}

/** The text of the QR code in a photo; rejects when the photo holds none. */
export async function readQrFromPhoto(photo: Blob): Promise<string> {
  const scanner = await loadQrScanner();
  const result = await scanner.scanImage(photo, { returnDetailedScanResult: true });
  return result.data;
}

async function cameraPermission(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions.query({ name: "camera" as PermissionName })).state;
  } catch {
    return undefined;
  }
}

async function hasVideoInput(): Promise<boolean> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).some((device) => device.kind === "videoinput");
  } catch {
    return false;
  }
}

/**
 * Why the camera did not start. qr-scanner reports every failure as "Camera not found.", so the
 * browser is asked: no camera at all, a refused permission, or a camera that would not start.
 * No camera comes first: a browser that has none may also say the permission is denied (Chromium
 * does, with getUserMedia's NotFoundError), and "not allowed" would send the reader to settings
 * that cannot help.
 */
export async function cameraProblem(error: unknown): Promise<CameraProblem> {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotFoundError" || !navigator.mediaDevices || !(await hasVideoInput())) return "missing";
  if (name === "NotAllowedError" || name === "SecurityError" || (await cameraPermission()) === "denied") return "denied";
  return "failed";
}

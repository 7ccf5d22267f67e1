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

/** What went wrong with the camera, from the browser's error (a DOMException) or qr-scanner's text. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : "";
  const text = String(error instanceof Error ? error.message : error).toLowerCase();
  if (name === "NotAllowedError" || name === "SecurityError" || text.includes("permission")) return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || text.includes("not found") || text.includes("no camera")) {
    return "missing";
  }
  return "failed";
}

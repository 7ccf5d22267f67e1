import { Trans } from "@lingui/react/macro";
import type { CameraProblem } from "../../../../machines/logbook-scan.machine.ts";

/** Why the camera could not be used: said the same wherever a QR code is scanned. */
export function CameraProblemText({ problem }: { problem: CameraProblem | undefined }) {
  if (problem === "denied") return <Trans>Camera access was not allowed.</Trans>;
  if (problem === "missing") return <Trans>No camera was found on this device.</Trans>;
  return <Trans>The camera could not be started.</Trans>;
}

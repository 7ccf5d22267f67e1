import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { exposureWarningMachine } from "../../../machines/exposure-warning.machine.ts";

export type ExposureWarningActor = ActorRefFrom<typeof exposureWarningMachine>;

/** The exposure warning machine as the home sees it: one selector a field, events sent by name. */
export function useExposureWarning(actor: ExposureWarningActor) {
  return {
    state: useSelector(actor, (snapshot) => (snapshot.matches("warning") ? "warning" : snapshot.matches("failed") ? "failed" : "quiet")),
    exposures: useSelector(actor, (snapshot) => snapshot.context.exposures),
    reload: () => actor.send({ type: "exposures.reload" }),
  };
}

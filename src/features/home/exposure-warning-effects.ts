import { fromPromise } from "xstate";
import { exposureWarningMachine } from "../../../machines/exposure-warning.machine.ts";
import { listExposures } from "../../api/exposures.ts";

/** The exposure warning with its real call. */
export const exposuresMachine = exposureWarningMachine.provide({ actors: { loadExposures: fromPromise(() => listExposures()) } });

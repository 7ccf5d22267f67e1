import { fromPromise } from "xstate";
import { symptomsMachine } from "../../../machines/symptoms.machine.ts";
import { listSymptoms } from "../../api/reference-data.ts";

/** The symptom checklist with its real call: the symptoms to choose from. */
export const checklistMachine = symptomsMachine.provide({ actors: { loadSymptoms: fromPromise(() => listSymptoms()) } });

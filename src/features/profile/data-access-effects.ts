import { fromPromise } from "xstate";
import { dataAccessMachine } from "../../../machines/data-access.machine.ts";
import { listDataAccess } from "../../api/data-access.ts";

/** The data-access list with its real call. */
export const accessesMachine = dataAccessMachine.provide({ actors: { loadAccesses: fromPromise(() => listDataAccess()) } });

import { fromPromise } from "xstate";
import { referenceDataAdminMachine, type ReferenceWrite } from "../../../../machines/console/reference-data-admin.machine.ts";
import { loadReferenceLists, writeReferenceData } from "../../../api/reference-data-admin.ts";

/** The reference data page's machine with its real calls (a lost session is the shell's to handle). */
export const referenceDataMachine = referenceDataAdminMachine.provide({
  actors: {
    loadLists: fromPromise(() => loadReferenceLists()),
    write: fromPromise(({ input }: { input: ReferenceWrite }) => writeReferenceData(input)),
  },
});

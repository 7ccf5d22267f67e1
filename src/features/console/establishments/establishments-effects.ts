import { fromPromise } from "xstate";
import { type EstablishmentFilter, establishmentsAdminMachine, type StatusChange } from "../../../../machines/console/establishments-admin.machine.ts";
import { changeEstablishmentStatus, loadEstablishments } from "../../../api/establishments-admin.ts";

/** The establishments page's machine with its real calls (a lost session is the shell's to handle). */
export const establishmentsMachine = establishmentsAdminMachine.provide({
  actors: {
    loadEstablishments: fromPromise(({ input }: { input: EstablishmentFilter }) => loadEstablishments(input)),
    changeStatus: fromPromise(({ input }: { input: StatusChange }) => changeEstablishmentStatus(input.id, input.disable, input.reason)),
  },
});

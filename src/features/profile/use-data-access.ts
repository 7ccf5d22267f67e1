import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { dataAccessMachine } from "../../../machines/data-access.machine.ts";

export type DataAccessActor = ActorRefFrom<typeof dataAccessMachine>;

/** The data-access machine as the section sees it: one selector a field, events sent by name. */
export function useDataAccess(actor: DataAccessActor) {
  return {
    state: useSelector(actor, (snapshot) => (snapshot.matches("ready") ? "ready" : snapshot.matches("failed") ? "failed" : "loading")),
    accesses: useSelector(actor, (snapshot) => snapshot.context.accesses),
    reload: () => actor.send({ type: "accesses.reload" }),
  };
}

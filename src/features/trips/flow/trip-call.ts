import { fromPromise } from "xstate";
import { calling } from "../../../api/failed-call.ts";

/** A call as a machine actor whose failure the machine can read (a CallFailure, decision 042). */
export function tripCall<Output, Input = void>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) => calling(() => run(input)));
}

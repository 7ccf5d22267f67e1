import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import type { branchLogoMachine } from "../../../machines/branch-logo.machine.ts";

export type BranchLogoActor = ActorRefFrom<typeof branchLogoMachine>;

/** The branch logo machine as the field sees it; `onChanged` hears of every change, and a shown preview is released once replaced. */
export function useBranchLogo(actor: BranchLogoActor, onChanged: () => void) {
  const logo = useSelector(actor, (state) => state.context.logo);
  const preview = useSelector(actor, (state) => state.context.preview);
  const changed = useSelector(actor, (state) => state.context.changed);
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;

  useEffect(() => {
    if (changed) changedRef.current();
  }, [changed, logo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return {
    logo,
    shown: preview ?? logo,
    failure: useSelector(actor, (state) => state.context.failure),
    busy: useSelector(actor, (state) => state.matches("uploading") || state.matches("removing")),
    choose: (file: File) => actor.send({ type: "logo.chosen", file, preview: URL.createObjectURL(file) }),
    remove: () => actor.send({ type: "logo.removed" }),
  };
}

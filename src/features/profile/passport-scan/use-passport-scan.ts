import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { PassportFields } from "#domain/passport-mrz.ts";
import { passportScanWithEffects } from "./passport-scan-effects.ts";

export type PassportScanStep = "capturing" | "reading" | "read" | "failed" | "done";

/** The scanner as the dialog shows it; it opens as the dialog mounts and `onDone` runs once it is filled or closed. */
export function usePassportScan(onFill: (fields: PassportFields) => void, onDone: () => void) {
  const [machine] = useState(() => passportScanWithEffects(onFill));
  const actor = useActorRef(machine);
  useEffect(() => actor.send({ type: "open" }), [actor]);
  const step = useSelector(actor, (state): PassportScanStep => {
    if (state.status === "done") return "done";
    if (state.matches({ open: "reading" })) return "reading";
    if (state.matches({ open: "read" })) return "read";
    if (state.matches({ open: "failed" })) return "failed";
    return "capturing";
  });
  useEffect(() => {
    if (step === "done") onDone();
  }, [step, onDone]);
  return {
    step,
    stream: useSelector(actor, (state) => state.context.stream),
    cameraProblem: useSelector(actor, (state) => state.context.cameraProblem),
    canCapture: useSelector(actor, (state) => state.matches({ open: { capturing: "live" } })),
    fields: useSelector(actor, (state) => state.context.fields),
    failure: useSelector(actor, (state) => state.context.failure),
    capture: (photo: Blob) => actor.send({ type: "photo.captured", photo }),
    choose: (file: File) => actor.send({ type: "file.chosen", file }),
    retry: () => actor.send({ type: "retry" }),
    confirm: () => actor.send({ type: "confirm" }),
    close: () => actor.send({ type: "close" }),
  };
}

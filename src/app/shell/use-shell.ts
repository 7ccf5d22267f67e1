import { useSelector } from "@xstate/react";
import { connectivityActor, languageActor, textSizeActor, toastsActor } from "./shell-actors.ts";

/** View-models of the shell machines: one selector a field, events sent by name. */

export function useConnectivity() {
  return {
    offline: useSelector(connectivityActor, (state) => state.matches("offline")),
    updating: useSelector(connectivityActor, (state) => state.matches("updated") || state.matches("reloading")),
    secondsLeft: useSelector(connectivityActor, (state) => state.context.secondsLeft),
  };
}

export function useLanguage() {
  return {
    locale: useSelector(languageActor, (state) => state.context.locale),
    chosen: useSelector(languageActor, (state) => state.context.chosen),
    ready: useSelector(languageActor, (state) => state.matches("ready")),
    choose: (locale: Parameters<typeof languageActor.send>[0]["locale"]) => languageActor.send({ type: "language.chosen", locale }),
  };
}

export function useTextSize() {
  return {
    textIndex: useSelector(textSizeActor, (state) => state.context.textIndex),
    canIncrease: useSelector(textSizeActor, (state) => state.can({ type: "textSize.increase" })),
    canDecrease: useSelector(textSizeActor, (state) => state.can({ type: "textSize.decrease" })),
    increase: () => textSizeActor.send({ type: "textSize.increase" }),
    decrease: () => textSizeActor.send({ type: "textSize.decrease" }),
  };
}

export function useToasts() {
  return {
    toasts: useSelector(toastsActor, (state) => state.context.toasts),
    close: (id: number) => toastsActor.send({ type: "toast.closed", id }),
  };
}

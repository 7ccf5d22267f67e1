import { useActorRef, useSelector } from "@xstate/react";
import { useNavigate } from "react-router-dom";
import { guestLeaveWithEffects } from "./guest-leave-effects.ts";

/** The guest's "Leave and delete": busy while asked or leaving. */
export function useGuestLeave() {
  const navigate = useNavigate();
  // /logout ends the session on the server and on this phone, then leads to the landing site.
  const actor = useActorRef(guestLeaveWithEffects.provide({ actions: { leave: () => void navigate("/logout") } }));
  return {
    busy: useSelector(actor, (state) => !state.matches("idle")),
    leave: () => actor.send({ type: "leave.requested" }),
  };
}

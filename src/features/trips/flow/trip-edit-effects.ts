import { msg } from "@lingui/core/macro";
import { type TripChanges, tripEditMachine } from "../../../../machines/trip-edit.machine.ts";
import { updateTrip } from "../../../api/trips.ts";
import { i18n } from "../../../app/i18n.ts";
import { showToast } from "../../../app/shell/notify.ts";
import { tripCall } from "./trip-call.ts";

/** The trip edit machine with its real call. */
export const tripEditWithEffects = tripEditMachine.provide({
  actors: { saveTrip: tripCall(({ tripId, changes }: { tripId: string; changes: TripChanges }) => updateTrip(tripId, changes)) },
  actions: { announceSaved: () => showToast("success", i18n._(msg`Your trip has been changed.`)) },
});

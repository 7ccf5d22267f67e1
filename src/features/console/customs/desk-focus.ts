import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { STATUS_LABELS } from "./customs-labels.ts";
import type { CustomsCheckView } from "./use-customs-check.ts";

const fullName = (person: { first_name: string; middle_name?: string | null; last_name: string }) =>
  [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(" ");

/**
 * Where focus goes after each step, and what a screen reader hears (decision 037). Focus comes back to
 * the next-traveller field, so a wedge scanner's keys land there and Enter opens the next card; the
 * new card is announced by a live region rather than by moving focus to it. With the camera, whose
 * officer holds a phone, the field would raise the on-screen keyboard over the decision: the card's
 * heading takes focus instead, and the page-wide wedge listener still hears a scanner.
 */
export function useDeskFocus(check: CustomsCheckView, fieldRef: RefObject<HTMLInputElement | null>): string {
  const { i18n, t } = useLingui();
  const trip = check.trip;
  const moment = check.step === "card" ? `${check.cardStep}:${trip?.id ?? ""}:${trip?.attributes.status ?? ""}` : check.step;
  useEffect(() => {
    if (["entering", "lookingUp", "reopening"].includes(check.step)) return;
    if (check.step === "card" && !["pending", "decided", "alreadyDecided"].includes(check.cardStep)) return;
    if (check.source === "camera" && check.step === "card") {
      const heading = document.getElementById("customs-traveller-name");
      heading?.setAttribute("tabindex", "-1");
      heading?.focus({ preventScroll: true });
      return;
    }
    fieldRef.current?.focus({ preventScroll: true });
    // moment names every step the focus must follow; the rest of check is read as it is then.
  }, [moment]);
  if (check.step !== "card" || !trip) return "";
  const name = fullName(trip.attributes.declarant);
  const status = i18n._(STATUS_LABELS[trip.attributes.status]);
  if (check.cardStep === "decided") return t`Decision recorded for ${name}: ${status}.`;
  return t`Card of ${name} opened: ${status}.`;
}

/** /console/customs?trip=…: a traveller opened from the arrivals view, read like a reopened decision (audited). */
export function useReopenFromAddress(check: CustomsCheckView): void {
  const [params, setParams] = useSearchParams();
  const tripId = params.get("trip");
  useEffect(() => {
    if (!tripId) return;
    check.reopen(tripId);
    setParams({}, { replace: true });
  }, [tripId]); // Once per address: the machine and setParams are stable.
}

import { useEffect, useRef } from "react";
import { emptyReading, readKey, scannedOnEnter } from "./wedge-keys.ts";

/** Where typing belongs to the field itself: the wedge's keys there are the field's, and its form submits them. */
const typesIntoField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * A wedge scanner's reading, wherever the focus is on the page but in a text field: the card heading,
 * a decision button, the page itself after a tap. Listens in the capture phase so a button's own
 * Enter does not fire once a scan is recognised.
 */
export function useWedgeScanner(onScan: (text: string) => void): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    let reading = emptyReading;
    const onKey = (event: KeyboardEvent) => {
      if (typesIntoField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const at = event.timeStamp;
      if (event.key === "Enter") {
        const text = scannedOnEnter(reading, at);
        reading = emptyReading;
        if (text === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current(text);
        return;
      }
      reading = readKey(reading, event.key, at);
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, []);
}

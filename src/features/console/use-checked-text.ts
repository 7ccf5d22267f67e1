import { type FormEvent, useState } from "react";

/**
 * A text the staff member must type before a form is sent: trimmed, and at least `minLength` long,
 * else the form is not sent and `missing` says so.
 */
export function useCheckedText(minLength: number, onEntered: (text: string) => void) {
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    setMissing(typed.length < minLength);
    if (typed.length >= minLength) onEntered(typed);
  };
  return { text, setText, missing, submit };
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type RefObject, useState } from "react";
import type { CustomsShift } from "#domain/customs-queue.ts";
import { useCodeError } from "./trip-entry.tsx";
import type { CustomsCheckView } from "./use-customs-check.ts";

/** Travellers this officer decided on since signing in: the shift so far. */
export function ShiftCount({ shift }: { shift: CustomsShift | undefined }) {
  if (!shift) return null;
  return (
    <p className="customs-shift-count" role="status">
      <Plural value={shift.processed} one="# traveller this shift" other="# travellers this shift" />
    </p>
  );
}

/**
 * One slim row above the card: the next traveller's code (a wedge scanner types into it, Enter opens
 * the card) and the shift count. Focus comes back here after every step (decision 037).
 */
export function DeskBar({
  check,
  shift,
  fieldRef,
}: {
  check: CustomsCheckView;
  shift: CustomsShift | undefined;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const error = useCodeError(check);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    check.scanned(text);
    setText("");
  };
  return (
    <div className="customs-desk-bar">
      <form className="customs-next" onSubmit={send} noValidate>
        <label htmlFor="customs-next-code" className="customs-next-label">
          <Trans>Next traveller</Trans>
        </label>
        <input
          ref={fieldRef}
          id="customs-next-code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Scan or type the trip code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "customs-next-error" : undefined}
        />
        <button type="submit" className="customs-button primary" disabled={text.trim() === ""}>
          <Trans>Open</Trans>
        </button>
        {error && (
          <p className="customs-field-error" id="customs-next-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <ShiftCount shift={shift} />
    </div>
  );
}

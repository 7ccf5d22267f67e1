import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";

const CONTROLS = "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";

/**
 * A modal dialog's keydown handler: Tab and Shift+Tab go round the dialog's own controls and never
 * reach the page behind it, which the dialog covers (aria-modal). Only the lazily loaded dialogs use it.
 * It lives in ModalDialog's file so that the guest page's terms, a lazy chunk, need one file more
 * and not two (the guest page preloads that list on every first visit).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(CONTROLS)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalDialogProps {
  /** The dialog's own class, besides `modal`. */
  className: string;
  labelledBy: string;
  onEscape: () => void;
  /** What takes the focus when the dialog opens; without it, the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A dialog over the page: Escape leaves it, Tab goes round its own controls, and closed it gives the
 * focus back to what opened it, so the keyboard carries on from there.
 */
export function ModalDialog({ className, labelledBy, onEscape, initialFocus, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    (initialFocus?.current ?? dialog.current)?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [initialFocus]);
  return (
    <div
      className="modal-backdrop"
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscape();
        keepTabInside(event);
      }}
    >
      <div className={`modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={initialFocus ? undefined : -1} ref={dialog}>
        {children}
      </div>
    </div>
  );
}

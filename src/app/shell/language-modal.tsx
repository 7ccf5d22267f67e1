import { Trans } from "@lingui/react/macro";
import { LOCALE_NAMES, LOCALES } from "#domain/locales.ts";
import { useLanguage } from "./use-shell.ts";

export function LanguageChoices({ onChosen }: { onChosen?: () => void }) {
  const { locale, choose } = useLanguage();
  return (
    <ul className="language-choices">
      {LOCALES.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            className={`button language-choice${code === locale ? " selected" : ""}`}
            aria-pressed={code === locale}
            onClick={() => {
              choose(code);
              onChosen?.();
            }}
          >
            {LOCALE_NAMES[code]}
          </button>
        </li>
      ))}
    </ul>
  );
}

// Opened, the dialog takes the focus: a screen reader announces it, and Tab starts from its choices, not the page behind.
const focusOnOpen = (dialog: HTMLElement | null) => dialog?.focus();

/** Asked once on the app's pages (docs/product-spec.md, part 2: no language stored and the address contains app). */
export function LanguageModal({ onClose }: { onClose?: () => void }) {
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="language-title" tabIndex={-1} ref={focusOnOpen}>
        <h2 id="language-title" className="modal-title">
          <Trans>Select a language</Trans>
        </h2>
        <LanguageChoices onChosen={onClose} />
      </div>
    </div>
  );
}

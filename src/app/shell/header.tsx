import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { LOCALE_NAMES } from "#domain/locales.ts";
import { LanguageModal } from "./language-modal.tsx";
import { askToConfirm } from "./notify.ts";
import { usePageHeaderOverride } from "./page-header.ts";
import { useRouteHandle } from "./route-handle.ts";
import { TextSizeControl } from "./text-size-control.tsx";
import { useLanguage } from "./use-shell.ts";

export function Header() {
  const handle = useRouteHandle();
  const page = usePageHeaderOverride();
  const title = page.title ?? handle?.title;
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [choosingLanguage, setChoosingLanguage] = useState(false);

  async function goBack() {
    // Back goes back for everyone (decision 060); only a page holding typed progress asks first (docs/product-spec.md, part 2).
    if (page.confirmBack) {
      const leave = await askToConfirm({
        title: t`Leave and delete?`,
        message: t`Are you sure you want to exit in this form? The progress you have made will be completely deleted`,
        confirmLabel: t`Confirm`,
        cancelLabel: t`Cancel`,
        destructive: true,
      });
      if (!leave) return;
      // Confirmed, the progress is deleted as the question says, not merely left behind.
      return void import("../../features/navigation/leave-app.tsx").then((module) => module.leaveAsGuest());
    }
    if (window.history.length > 1) navigate(-1);
    else navigate("/app");
  }

  return (
    <header className="app-header">
      <span className="header-identity">{t`Government of the Commonwealth`}</span>
      {!handle?.hideBack && (
        <button type="button" className="icon-button back-button" onClick={goBack} aria-label={t`Back`}>
          ←
        </button>
      )}
      <h1 className="header-title">{title ? i18n._(title) : ""}</h1>
      <button
        type="button"
        className="icon-button language-button"
        onClick={() => setChoosingLanguage(true)}
        aria-label={`${t`Language`}: ${LOCALE_NAMES[locale]}`}
      >
        {LOCALE_NAMES[locale]}
      </button>
      <TextSizeControl />
      {choosingLanguage && <LanguageModal onClose={() => setChoosingLanguage(false)} />}
    </header>
  );
}

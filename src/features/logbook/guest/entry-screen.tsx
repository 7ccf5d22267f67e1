import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { loadAllMessages } from "../../../app/i18n.ts";
import type { LogbookQrAttributes } from "#domain/logbook.ts";

// The terms are read by few; their code and the whole catalog, which holds their text, load when
// asked for, or when the guest heads for the link (their messages are not in the first screen's part).
const loadTermsModal = () => Promise.all([import("./terms-modal.tsx"), loadAllMessages()]).then(([module]) => module);
const TermsModal = lazy(loadTermsModal);
const prefetchTerms = () => void loadTermsModal();

interface EntryScreenProps {
  establishment: LogbookQrAttributes;
  termsOpen: boolean;
  onOpenTerms: () => void;
  onCloseTerms: () => void;
  onWebApp: () => void;
  onGuest: () => void;
  /** The guest form's code starts loading as soon as the guest heads for its button. */
  onGuestIntent: () => void;
}

/** 'You are about to enter': the branch, the terms, and the two ways to check in (docs/product-spec.md, part 2). */
export function EntryScreen({ establishment, termsOpen, onOpenTerms, onCloseTerms, onWebApp, onGuest, onGuestIntent }: EntryScreenProps) {
  return (
    <section className="guest-entry">
      {establishment.logo ? (
        <img className="establishment-logo" src={establishment.logo} alt="" width={96} height={96} />
      ) : (
        <span className="establishment-logo placeholder" aria-hidden="true">
          {establishment.name.trim().charAt(0)}
        </span>
      )}
      <p className="entry-lead">
        <Trans>You are about to enter</Trans>
      </p>
      <h2 className="establishment-name">{establishment.name}</h2>
      {establishment.branch && <p className="establishment-branch">{establishment.branch}</p>}
      {establishment.label && <p className="establishment-label">{establishment.label}</p>}
      <p className="entry-terms">
        <Trans>
          By continuing you agree to the{" "}
          <button
            type="button"
            className="link-button"
            onClick={onOpenTerms}
            onPointerEnter={prefetchTerms}
            onPointerDown={prefetchTerms}
            onFocus={prefetchTerms}
          >
            terms of use and privacy notice
          </button>
          .
        </Trans>
      </p>
      <div className="entry-actions">
        <button type="button" className="button primary" onClick={onGuest} onPointerEnter={onGuestIntent} onPointerDown={onGuestIntent} onFocus={onGuestIntent}>
          <Trans>Continue as Guest</Trans>
        </button>
        <button type="button" className="button secondary" onClick={onWebApp}>
          <Trans>Continue with Web App</Trans>
        </button>
      </div>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsModal onClose={onCloseTerms} />
        </Suspense>
      )}
    </section>
  );
}

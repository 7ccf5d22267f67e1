import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { lazy, Suspense } from "react";
import { useQrHolder } from "../../../app/session/use-profile.ts";
import { tripQrValue, type VisitHistory } from "#domain/trips.ts";
import { useGuardedNavigate, useLeaveGuard } from "../flow/leave-guard.ts";
import { ReviewStatus } from "../flow/review-status.tsx";
import { pathOf } from "../flow/trip-pages.ts";
import { QrEmailForm } from "./qr-email-form.tsx";
import { TripCodeLine } from "./trip-code-line.tsx";
import "../trips.css";

// Shown once, after a trip is completed: loaded then, not with every trip QR.
const PushOffer = lazy(() => import("../../notifications/push-offer.tsx").then((module) => ({ default: module.PushOffer })));

interface TripQrViewProps {
  trip: VisitHistory;
  justCompleted: boolean;
  isCurrentTrip: boolean;
  canDownload: boolean;
  downloading: boolean;
  canEmail: boolean;
  sendingEmail: boolean;
  emailError: string | undefined;
  onDownload: () => void;
  onEmail: (email: string) => void;
  onCopyLink: () => void;
}

/** The trip QR a customs officer views at baggage claim (docs/product-spec.md, part 2): status, remarks, print, download, copy, e-mail. */
export function TripQrView(props: TripQrViewProps) {
  const { trip, justCompleted, isCurrentTrip } = props;
  const { t } = useLingui();
  const holder = useQrHolder();
  const guardedNavigate = useGuardedNavigate();
  useLeaveGuard(
    justCompleted,
    t`Your trip declaration is complete. Keep your QR code at hand for the customs officer: print it, download it or send it by e-mail. Leave this page?`,
  );
  const { qr_id: qrId } = trip.attributes;

  if (!qrId) {
    return (
      <div className="page-message">
        <p>
          <Trans>This trip has no QR code yet.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="trip-qr">
      <section className="trip-qr-sheet">
        <QRCodeSVG className="trip-qr-code" value={tripQrValue(window.location.origin, qrId)} size={240} marginSize={4} title={t`Trip QR code`} />
        <TripCodeLine qrId={qrId} />
        {holder.name && <p className="trip-qr-name">{holder.name}</p>}
      </section>
      <ReviewStatus trip={trip} />
      <section className="trip-qr-actions" aria-label={t`Keep your QR code`}>
        <button type="button" className="button secondary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <button type="button" className="button secondary" disabled={!props.canDownload} onClick={props.onDownload}>
          {props.downloading ? t`Downloading…` : t`Download`}
        </button>
        <button type="button" className="button secondary" onClick={props.onCopyLink}>
          <Trans>Copy link</Trans>
        </button>
        {!isCurrentTrip && (
          <p className="trip-note">
            <Trans>Download and e-mail are for your current trip only: the newest complete trip not yet expired.</Trans>
          </p>
        )}
        <QrEmailForm email={holder.email} enabled={props.canEmail} sending={props.sendingEmail} serverError={props.emailError} onSend={props.onEmail} />
      </section>
      {justCompleted && holder.accountId && (
        <Suspense fallback={null}>
          <PushOffer accountId={holder.accountId} />
        </Suspense>
      )}
      <nav className="trip-actions">
        <button type="button" className="button secondary" onClick={() => void guardedNavigate(pathOf({ name: "trip", tripId: trip.id }))}>
          <Trans>View trip</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => void guardedNavigate(pathOf({ name: "home" }))}>
          <Trans>Home</Trans>
        </button>
      </nav>
    </div>
  );
}

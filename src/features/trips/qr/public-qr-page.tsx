import { useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { useParams } from "react-router-dom";
import { tripQrValue } from "#domain/trips.ts";
import { TripCodeLine } from "./trip-code-line.tsx";
import "../trips.css";

/** /qr/{qrId}: the trip QR alone and large, with its trip code, to show from another device. No call: the address holds both. */
export function PublicQrPage() {
  const { t } = useLingui();
  const { qrId = "" } = useParams();
  return (
    <div className="public-qr">
      <QRCodeSVG className="trip-qr-code" value={tripQrValue(window.location.origin, qrId)} size={320} marginSize={4} title={t`Trip QR code`} />
      <TripCodeLine qrId={qrId} />
    </div>
  );
}

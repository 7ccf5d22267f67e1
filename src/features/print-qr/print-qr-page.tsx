import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import * as v from "valibot";
import { lookUpLocationQr } from "../../api/establishments.ts";
import { checkInUrl } from "../../domain/establishments.ts";
import type { LogbookQrAttributes } from "../../domain/logbook.ts";
import { PRINT_SIZES, pageRule, printLayout, printPagePath } from "./print-layout.ts";
import "./print-qr.css";
import { QrDownloads, qrFileName } from "./qr-downloads.tsx";

const isUuid = (value: string | undefined): value is string => v.is(v.pipe(v.string(), v.uuid()), value);
const SIZE_LABELS = { a4: "A4", a6: "A6" } as const;

/** Spec part 2 /print/qr/{uuid}/{name}/{size}: the logo, the QR of the check-in address, and the name. */
export function PrintQrPage() {
  const { t } = useLingui();
  const params = useParams();
  const uuid = params.uuid;
  const layout = printLayout(params.size);
  const [branch, setBranch] = useState<LogbookQrAttributes | undefined>();

  useEffect(() => {
    if (!isUuid(uuid)) return;
    let current = true;
    // The name in the address stands in while the branch loads, and when it cannot be loaded.
    lookUpLocationQr(uuid).then(
      (found) => current && setBranch(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [uuid]);

  if (!isUuid(uuid)) {
    return (
      <div className="page-message">
        <p>
          <Trans>Invalid QR Code</Trans>
        </p>
      </div>
    );
  }

  const name = branch?.name || params.name || "";
  const place = [branch?.branch, branch?.label].filter(Boolean).join(" · ");
  const value = checkInUrl(window.location.origin, uuid);
  const qrSize = layout.kind === "paper" ? `${layout.qrMillimetres}mm` : `${layout.pixels}px`;
  const paper = pageRule(layout);

  return (
    <div className="print-qr">
      {paper && <style>{paper}</style>}
      <div className="print-actions">
        <button type="button" className="button primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <QrDownloads value={value} fileName={qrFileName(name)} />
        <nav className="print-sizes" aria-label={t`Paper size`}>
          {PRINT_SIZES.map((size) => (
            <Link key={size} className="link-button" to={printPagePath(uuid, name, size)} aria-current={layout.kind === "paper" && layout.paper === size ? "page" : undefined}>
              {SIZE_LABELS[size]}
            </Link>
          ))}
        </nav>
      </div>
      {!layout.known && (
        <p className="notice print-note">
          <Trans>This size is not known; the page is laid out for A4 paper.</Trans>
        </p>
      )}
      <section className={`print-sheet ${layout.kind === "paper" ? `paper-${layout.paper}` : "paper-free"}`}>
        {branch?.logo && <img className="print-logo" src={branch.logo} alt="" />}
        <h2 className="print-name">{name}</h2>
        {place && <p className="print-place">{place}</p>}
        <QRCodeSVG
          className="print-code"
          value={value}
          size={512}
          marginSize={4}
          level="M"
          title={t`QR code to check in at ${name}`}
          style={{ width: qrSize, height: qrSize }}
        />
        <p className="print-instruction">
          <Trans>Scan to check in</Trans>
        </p>
        <p className="print-address">{value}</p>
      </section>
    </div>
  );
}

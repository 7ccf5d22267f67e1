import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { Link, useParams } from "react-router-dom";
import * as v from "valibot";
import { checkInUrl } from "#domain/establishments.ts";
import { PRINT_SIZES, pageRule, printLayout, printPagePath } from "./print-layout.ts";
import "./print-qr.css";
import { QrDownloads, qrFileName } from "./qr-downloads.tsx";
import { useBranchLookup } from "./use-branch-lookup.ts";

const isUuid = (value: string | undefined): value is string => v.is(v.pipe(v.string(), v.uuid()), value);
const SIZE_LABELS = { a4: "A4", a6: "A6" } as const;

/**
 * docs/product-spec.md, part 2 /print/qr/{uuid}/{name}/{size}: the logo, the QR of the check-in address, and the
 * name, once the branch is known to exist.
 */
export function PrintQrPage() {
  const { t } = useLingui();
  const params = useParams();
  const uuid = params.uuid;
  const layout = printLayout(params.size);
  const lookup = useBranchLookup(isUuid(uuid) ? uuid : undefined);

  if (!isUuid(uuid)) {
    return (
      <div className="page-message">
        <p>
          <Trans>Invalid QR Code</Trans>
        </p>
      </div>
    );
  }

  // A QR for a branch that does not exist would send every visitor to 'Invalid QR Code'.
  if (lookup.status === "missing") {
    return (
      <div className="page-message print-missing" role="alert">
        <h2>
          <Trans>This branch does not exist</Trans>
        </h2>
        <p>
          <Trans>No place has this QR code, so there is nothing to print. Print it again from the establishment portal.</Trans>
        </p>
        <Link className="button secondary" to="/establishment">
          <Trans>Establishment portal</Trans>
        </Link>
      </div>
    );
  }
  if (lookup.status === "failed") {
    return (
      <div className="page-message" role="alert">
        <p>
          <Trans>The branch could not be checked. Please try again.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={lookup.retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (lookup.status === "loading") {
    return (
      <p className="page-message" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }

  const { branch } = lookup;
  const name = branch.name || params.name || "";
  const place = [branch.branch, branch.label].filter(Boolean).join(" · ");
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
            <Link
              key={size}
              className="link-button"
              to={printPagePath(uuid, name, size)}
              aria-current={layout.kind === "paper" && layout.paper === size ? "page" : undefined}
            >
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
        {branch.logo && <img className="print-logo" src={branch.logo} alt="" />}
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

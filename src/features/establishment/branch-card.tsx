import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { Link } from "react-router-dom";
import { askToConfirm } from "../../app/shell/notify.ts";
import { type BranchResource, checkInUrl } from "#domain/establishments.ts";
import { printPagePath } from "../print-qr/print-layout.ts";
import { QrDownloads, qrFileName } from "../print-qr/qr-downloads.tsx";
import { usePortalBranches } from "./use-portal.ts";

/** One branch: its QR, where it is, today's visitors, and what can be done with it. */
export function BranchCard({ branch }: { branch: BranchResource }) {
  const { t } = useLingui();
  const { canChange, edit, remove, deletingId } = usePortalBranches();
  const { name, label, address, visit_minutes, visitors_today } = branch.attributes;
  const value = checkInUrl(window.location.origin, branch.id);

  const confirmDelete = async () => {
    if (
      await askToConfirm({
        title: t`Delete this branch?`,
        message: t`Are you sure you want to delete?`,
        confirmLabel: t`Delete`,
        cancelLabel: t`Cancel`,
        destructive: true,
      })
    )
      remove(branch.id);
  };

  return (
    <li className="portal-card branch-card" aria-labelledby={`branch-${branch.id}`}>
      <div className="branch-summary">
        <QRCodeSVG className="branch-qr" value={value} size={96} marginSize={2} level="M" title={t`QR code of ${name}`} />
        <div className="branch-details">
          <h3 id={`branch-${branch.id}`} className="branch-name">
            {name}
          </h3>
          {branch.attributes.branch && <p className="branch-line">{branch.attributes.branch}</p>}
          {label && <p className="branch-line">{label}</p>}
          {address && <p className="branch-line branch-address">{address}</p>}
          <p className="branch-line">
            <Trans>Visit duration: {visit_minutes} minutes</Trans>
          </p>
        </div>
        <p className="branch-visitors">
          <span className="branch-visitors-count">{visitors_today}</span>
          <span className="branch-visitors-label">
            <Plural value={visitors_today} one="visitor today" other="visitors today" />
          </span>
        </p>
      </div>
      <div className="portal-actions">
        <Link className="button primary" to={printPagePath(branch.id, name, "a4")}>
          <Trans>Print QR</Trans>
        </Link>
        <QrDownloads value={value} fileName={qrFileName(name)} />
        <button type="button" className="button secondary" onClick={() => edit(branch.id)} disabled={!canChange}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="button destructive" onClick={confirmDelete} disabled={!canChange}>
          {deletingId === branch.id ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
        </button>
      </div>
    </li>
  );
}

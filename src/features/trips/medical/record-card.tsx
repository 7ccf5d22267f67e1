import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { RecordImage } from "./record-image.tsx";

interface RecordCardProps {
  /** What the record is: its heading, and for a result whether it counts. */
  main: ReactNode;
  image: string;
  imageAlt: string;
  /** The dl's terms and descriptions. */
  details: ReactNode;
  deleting: boolean;
  canDelete: boolean;
  onDelete: () => void;
}

/** One dose or test result in its list: what it is, its picture, its details, and a way to delete it. */
export function RecordCard({ main, image, imageAlt, details, deleting, canDelete, onDelete }: RecordCardProps) {
  return (
    <li className="record-card">
      {main}
      <RecordImage value={image} alt={imageAlt} />
      <dl className="record-details">{details}</dl>
      <button type="button" className="link-button record-delete" disabled={!canDelete} onClick={onDelete}>
        {deleting ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
      </button>
    </li>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Titles } from "#domain/reference-data.ts";

interface ReferenceItemProps {
  id: string;
  titles: Titles;
  /** The symptom's code and category; nothing for a purpose. */
  details?: ReactNode;
  retired: boolean;
  first: boolean;
  last: boolean;
  enabled: boolean;
  /** The open form, when this item is being edited. */
  form: ReactNode;
  onMove: (offset: -1 | 1) => void;
  onEdit: () => void;
  onRetire: () => void;
}

/** One symptom or purpose of a list: its four titles, and moving, editing and retiring it. */
export function ReferenceItem({ id, titles, details, retired, first, last, enabled, form, onMove, onEdit, onRetire }: ReferenceItemProps) {
  const { t } = useLingui();
  const headingId = `reference-${id}`;
  return (
    <li className={`console-card reference-item${retired ? " retired" : ""}`} aria-labelledby={headingId}>
      <div className="reference-summary">
        <h3 id={headingId} className="reference-title">
          {titles.en}
          {retired && (
            <span className="console-badge reference-retired">
              <Trans>Retired</Trans>
            </span>
          )}
        </h3>
        {details}
        <p className="reference-translations">
          <span lang="ja">{titles.ja}</span> · <span lang="ko">{titles.ko}</span> · <span lang="zh-Hans">{titles.zh}</span>
        </p>
      </div>
      {form ?? (
        <div className="reference-actions">
          <button type="button" className="button secondary" disabled={!enabled || first} onClick={() => onMove(-1)} aria-label={t`Move ${titles.en} up`}>
            ↑
          </button>
          <button type="button" className="button secondary" disabled={!enabled || last} onClick={() => onMove(1)} aria-label={t`Move ${titles.en} down`}>
            ↓
          </button>
          <button type="button" className="button secondary" disabled={!enabled} onClick={onEdit} aria-label={t`Edit ${titles.en}`}>
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={!enabled}
            onClick={onRetire}
            aria-label={retired ? t`Bring back ${titles.en}` : t`Retire ${titles.en}`}
          >
            {retired ? <Trans>Bring back</Trans> : <Trans>Retire</Trans>}
          </button>
        </div>
      )}
    </li>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { DisplayedStatus, StatusName } from "#domain/health-status.ts";

const STATUS_NAMES: Record<StatusName, MessageDescriptor> = {
  PROBABLE: msg`Probable`,
  SUSPECTED: msg`Suspected`,
  CONFIRMED: msg`Confirmed`,
  CLEARED: msg`Cleared`,
  GOOD: msg`Good`,
  SEVERE: msg`Severe`,
  MILD: msg`Mild`,
};

/** A status (domain/health-status.ts) by its name in the reader's language, coloured by its tone. */
export function StatusBadge({ status }: { status: DisplayedStatus }) {
  const { i18n } = useLingui();
  return <span className={`status-badge status-${status.tone}`}>{i18n._(STATUS_NAMES[status.name])}</span>;
}

import { useLingui } from "@lingui/react/macro";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { formatTime } from "./tracing-format.ts";

const WIDTH = 300;
const BAR = 12;

/**
 * Why the person is listed: the parent's visit above, the contact's below, on one time axis, with
 * the time they were there together highlighted. Plain SVG; the label says the same in words.
 */
export function ContactTimeline({ contact }: { contact: TracingContact["attributes"] }) {
  const { t, i18n } = useLingui();
  const parent = { start: Date.parse(contact.parent_visit.started_at), end: Date.parse(contact.parent_visit.ends_at) };
  const own = { start: Date.parse(contact.visit.started_at), end: Date.parse(contact.visit.ends_at) };
  const from = Math.min(parent.start, own.start);
  const span = Math.max(parent.end, own.end) - from || 1;
  const x = (at: number) => ((at - from) / span) * WIDTH;
  const together = { start: Math.max(parent.start, own.start), end: Math.min(parent.end, own.end) };
  const time = (iso: string) => formatTime(i18n.locale, iso);
  const parentName = contact.parent_name;
  const parentText = `${time(contact.parent_visit.started_at)}–${time(contact.parent_visit.ends_at)}`;
  const ownText = `${time(contact.visit.started_at)}–${time(contact.visit.ends_at)}`;
  const minutes = contact.overlap_minutes;
  const label = t`${parentName} was there ${parentText}; this person ${ownText}; together ${minutes} minutes.`;
  return (
    <figure className="tracing-timeline">
      <svg viewBox={`0 0 ${WIDTH} 34`} preserveAspectRatio="none" role="img" aria-label={label}>
        {together.end > together.start && (
          <rect className="tracing-timeline-overlap" x={x(together.start)} y={0} width={Math.max(x(together.end) - x(together.start), 1)} height={34} />
        )}
        <rect className="tracing-timeline-parent" x={x(parent.start)} y={4} width={Math.max(x(parent.end) - x(parent.start), 1)} height={BAR} rx={2} />
        <rect className="tracing-timeline-contact" x={x(own.start)} y={18} width={Math.max(x(own.end) - x(own.start), 1)} height={BAR} rx={2} />
      </svg>
      <figcaption className="tracing-timeline-legend" aria-hidden="true">
        <span className="tracing-key parent">
          {parentName} {parentText}
        </span>
        <span className="tracing-key contact">{ownText}</span>
      </figcaption>
    </figure>
  );
}

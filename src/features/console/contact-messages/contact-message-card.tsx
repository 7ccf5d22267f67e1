import { Trans, useLingui } from "@lingui/react/macro";
import type { StaffContactMessage } from "#domain/contact-messages.ts";
import { LOCALE_NAMES, toLocale } from "#domain/locales.ts";

/** One message as admins see it (decision 040): its reference, time, language and whether the support mailbox has it. */
export function ContactMessageCard({ message }: { message: StaffContactMessage }) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  const locale = toLocale(message.language);
  const headingId = `contact-message-${message.id}`;
  return (
    <li className="console-card contact-message" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-message-head">
        <span className="contact-message-reference">{message.reference}</span>
      </h2>
      <p className="contact-message-meta">
        <time dateTime={message.created_at}>{when.format(new Date(message.created_at))}</time>
        {" · "}
        {locale ? LOCALE_NAMES[locale] : message.language}
        {" · "}
        {message.status === "forwarded" ? (
          <span className="contact-message-forwarded">
            <Trans>In the support mailbox</Trans>
          </span>
        ) : (
          <span className="contact-message-pending">
            <Trans>Not yet in the support mailbox</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES } from "#domain/locales.ts";
import type { UnreachableReason } from "#domain/tracing/tracing-contacts.ts";
import type { NotifyCounts } from "../../../../machines/console/case-workbench.machine.ts";
import { smsLength } from "./templates/sms-length.ts";
import { CHANNEL_LABELS } from "./tracing-labels.ts";

const REASON_LABELS: Record<UnreachableReason, MessageDescriptor> = {
  no_contact_details: msg`No mobile number and no e-mail`,
  invalid_number: msg`A mobile number no network takes, and no e-mail`,
};

/** Whom the run reaches by which channel, in which language and generation. */
function Routes({ plan }: { plan: NotifyCounts }) {
  const { t } = useLingui();
  if (plan.routes.length === 0) return null;
  return (
    <div className="notify-plan-scroll">
      <table className="notify-plan-table">
        <caption>
          <Trans>By channel, language and generation</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Channel</Trans>
            </th>
            <th scope="col">
              <Trans>Language</Trans>
            </th>
            <th scope="col">
              <Trans>Generation</Trans>
            </th>
            <th scope="col">
              <Trans>Contacts</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.routes.map((route) => (
            <tr key={`${route.channel} ${route.language} ${route.generation}`}>
              <td>{t(CHANNEL_LABELS[route.channel])}</td>
              <td>{LOCALE_NAMES[route.language]}</td>
              <td>{route.generation}</td>
              <td>{route.contacts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each channel and language's message, as it goes to the first of its contacts. */
function Messages({ plan }: { plan: NotifyCounts }) {
  const { t } = useLingui();
  return plan.messages.map((message) => {
    const channel = t(CHANNEL_LABELS[message.channel]);
    const language = LOCALE_NAMES[message.language];
    const contacts = message.contacts;
    const name = message.written_for;
    const parts = smsLength(message.body).parts;
    return (
      <details key={`${message.channel} ${message.language}`} className="notify-plan-message">
        <summary>
          <Trans>
            {channel} in {language} (contacts: {contacts}), as written for {name}
          </Trans>
        </summary>
        {message.subject !== null && (
          <p className="notify-plan-subject" lang={message.language}>
            {message.subject}
          </p>
        )}
        <p className="notify-plan-body" lang={message.language}>
          {message.body}
        </p>
        {message.channel === "sms" && (
          <p className="tracing-muted">
            <Trans>{parts} SMS per contact</Trans>
          </p>
        )}
      </details>
    );
  });
}

/** Who no message can reach, and why: the official calls them or finds another way. */
export function UnreachableContacts({ plan }: { plan: NotifyCounts }) {
  const { t } = useLingui();
  const count = plan.unreachable_contacts.length;
  if (count === 0) return null;
  return (
    <div className="notify-plan-unreachable">
      <p>
        <Trans>No message can reach {count} contacts: call them or find another way.</Trans>
      </p>
      <ul>
        {plan.unreachable_contacts.map((contact) => (
          <li key={contact.contact_id}>
            {contact.full_name} — {t(REASON_LABELS[contact.reason])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a notification run sets out to do, for the official to sign off before anything is sent. */
export function NotifyPlan({ plan }: { plan: NotifyCounts }) {
  return (
    <div className="notify-plan">
      <Routes plan={plan} />
      <Messages plan={plan} />
      <UnreachableContacts plan={plan} />
    </div>
  );
}

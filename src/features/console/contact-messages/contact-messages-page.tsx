import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import type { ContactMessageCounts } from "#domain/contact-messages.ts";
import { RetryNotice } from "../failure-notice.tsx";
import { ContactMessageCard } from "./contact-message-card.tsx";
import { contactMessagesPageMachine } from "./contact-messages-effects.ts";
import { type ContactMessagesActor, type ContactMessagesView, useContactMessages } from "./use-contact-messages.ts";
import "./contact-messages.css";

/** What an admin may know of the messages besides their references: how many, and whether the mailbox has them. */
function Counts({ pending, forwarded }: ContactMessageCounts) {
  const total = pending + forwarded;
  return (
    <p className="contact-messages-muted">
      <Trans>
        Messages in all: {total}. In the support mailbox: {forwarded}. Not yet forwarded: {pending}.
      </Trans>
    </p>
  );
}

function Messages({ page }: { page: ContactMessagesView }) {
  if (page.loading) {
    return (
      <p className="contact-messages-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (page.failed) return <RetryNotice failure={page.failure} onRetry={page.reload} />;
  if (page.messages.length === 0) {
    return (
      <p className="contact-messages-muted">
        <Trans>No one has written yet.</Trans>
      </p>
    );
  }
  return (
    <>
      {page.counts && <Counts {...page.counts} />}
      <ol className="contact-messages-list">
        {page.messages.map((message) => (
          <ContactMessageCard key={message.id} message={message} />
        ))}
      </ol>
      {page.olderFailed && (
        <p className="console-field-error" role="alert">
          <Trans>Older messages could not be loaded. Please try again.</Trans>
        </p>
      )}
      {page.hasOlder ? (
        <button type="button" className="button secondary" disabled={!page.canLoadOlder} onClick={page.loadOlder}>
          {page.loadingOlder ? <Trans>Loading...</Trans> : <Trans>Load older</Trans>}
        </button>
      ) : (
        <p className="contact-messages-muted">
          <Trans>That is the oldest message.</Trans>
        </p>
      )}
    </>
  );
}

function ContactMessages({ actor }: { actor: ContactMessagesActor }) {
  const page = useContactMessages(actor);
  return (
    <div className="contact-messages-page">
      <h1>
        <Trans>Messages</Trans>
      </h1>
      <p className="contact-messages-muted">
        <Trans>
          The contact form's messages by reference, newest first. Who wrote and what they wrote is read in the support mailbox only; answer there, quoting the
          reference.
        </Trans>
      </p>
      <Messages page={page} />
    </div>
  );
}

/** The admin's list of the contact form's messages by reference (decision 040). */
export function ContactMessagesPage() {
  const actor = useActorRef(contactMessagesPageMachine);
  return <ContactMessages actor={actor} />;
}

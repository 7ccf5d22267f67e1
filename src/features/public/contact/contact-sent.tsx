import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { ContactFormView } from "./use-contact-form.ts";

/** The message went through: its reference, to quote in any later message about it. */
export function ContactSent({ form }: { form: ContactFormView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: the reader goes on from the answer.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="contact-sent" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1}>
        <Trans>Your message has been sent.</Trans>
      </h2>
      <p role="status">
        <Trans>
          Your reference number is <strong className="contact-reference">{form.reference}</strong>
        </Trans>
      </p>
      <p>
        <Trans>We answer by e-mail. Please quote the reference number if you write to us again about this.</Trans>
      </p>
      <button type="button" className="button secondary" onClick={form.writeAnother}>
        <Trans>Write another message</Trans>
      </button>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";

/** /contact-us: the contact form (issue 16). */
export function ContactPage() {
  return (
    <p>
      <Trans>Write to us about a problem or a question.</Trans>
    </p>
  );
}

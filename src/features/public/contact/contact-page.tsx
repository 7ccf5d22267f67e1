import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { PublicLayout } from "../public-layout.tsx";
import { useSiteInfo } from "../use-site-info.ts";
import { contactMachine } from "./contact-effects.ts";
import { ContactForm } from "./contact-form.tsx";
import { ContactSent } from "./contact-sent.tsx";
import { useContactForm } from "./use-contact-form.ts";
import "./contact-page.css";

/** /contact-us: the contact form (docs/product-spec.md, part 2, decision 040), in the public site's frame. */
export function ContactPage() {
  const form = useContactForm(useActorRef(contactMachine));
  const supportEmail = useSiteInfo()?.support_email;
  return (
    <PublicLayout>
      <div className="contact-page">
        {form.sent ? (
          <ContactSent form={form} />
        ) : (
          <>
            <p className="content-lead">
              <Trans>Write to us about a problem or a question. We answer by e-mail.</Trans>
            </p>
            {supportEmail && (
              <p>
                <Trans>
                  You can also write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
                </Trans>
              </p>
            )}
            <ContactForm form={form} />
          </>
        )}
      </div>
    </PublicLayout>
  );
}

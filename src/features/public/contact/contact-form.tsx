import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { CONTACT_MESSAGE_MAX_LENGTH, ContactMessageBody } from "#domain/contact-messages.ts";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { useContactFieldText } from "./contact-texts.ts";
import type { ContactFormView } from "./use-contact-form.ts";

/** The page's language is added when the message is sent, not typed. */
const ContactFormFields = v.omit(ContactMessageBody, ["language"]);
type FieldName = keyof v.InferInput<typeof ContactFormFields>;

/** Name, e-mail and message with Send (docs/product-spec.md, part 2); the schema's messages at each field, then the server's. */
export function ContactForm({ form }: { form: ContactFormView }) {
  const fieldText = useContactFieldText();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof ContactFormFields>, unknown, v.InferOutput<typeof ContactFormFields>>({
    resolver: valibotResolver(ContactFormFields),
    defaultValues: form.values,
  });
  const errorOf = (field: FieldName) => fieldText(formState.errors[field]?.message ?? form.fieldErrors[field]?.[0]);
  const nameError = errorOf("name");
  const emailError = errorOf("email");
  const messageError = errorOf("message");

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit(form.send)} aria-busy={form.sending}>
      <FormField id="contact-name" label={<Trans>Name</Trans>} required error={nameError}>
        <input
          type="text"
          className="upper-case"
          autoComplete="name"
          maxLength={INPUT_MAX_LENGTH}
          {...register("name")}
          {...describedBy("contact-name", nameError)}
        />
      </FormField>
      <FormField id="contact-email" label={<Trans>Email</Trans>} required error={emailError}>
        <input type="email" autoComplete="email" maxLength={254} {...register("email")} {...describedBy("contact-email", emailError)} />
      </FormField>
      <FormField id="contact-message" label={<Trans>Message</Trans>} required error={messageError}>
        <textarea rows={7} maxLength={CONTACT_MESSAGE_MAX_LENGTH} {...register("message")} {...describedBy("contact-message", messageError)} />
      </FormField>
      {form.failed && (
        <div className="contact-problem" role="alert">
          <p>
            <Trans>Your message could not be sent. Nothing you typed is lost: check your connection and try again.</Trans>
          </p>
          <button type="button" className="button secondary" onClick={form.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {form.throttled && (
        <p className="contact-problem" role="alert">
          <Trans>Too many messages. Please try again later.</Trans>
        </p>
      )}
      <button type="submit" className="button primary contact-send" disabled={form.sending}>
        {form.sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
      </button>
    </form>
  );
}

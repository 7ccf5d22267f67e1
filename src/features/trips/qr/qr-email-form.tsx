import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { SendQrEmail } from "#domain/trips.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { useErrorText } from "../forms/form-errors.ts";

type SendQrEmailInput = v.InferInput<typeof SendQrEmail>;

interface QrEmailFormProps {
  email: string;
  enabled: boolean;
  sending: boolean;
  /** A 422's message for the e-mail field. */
  serverError: string | undefined;
  onSend: (email: string) => void;
}

/** Send the trip QR by e-mail, to the profile's address unless another is typed ('Invalid Email' otherwise). */
export function QrEmailForm({ email, enabled, sending, serverError, onSend }: QrEmailFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<SendQrEmailInput, unknown, v.InferOutput<typeof SendQrEmail>>({
    resolver: valibotResolver(SendQrEmail),
    defaultValues: { email },
  });
  const error = errorText(formState.errors.email?.message ?? serverError);
  return (
    <form className="qr-email-form" noValidate onSubmit={handleSubmit((values) => onSend(values.email))}>
      <FormField id="qr-email" label={<Trans>Send by e-mail</Trans>} required error={error}>
        <input type="email" autoComplete="email" maxLength={254} {...register("email")} {...describedBy("qr-email", error)} />
      </FormField>
      <button type="submit" className="button secondary" disabled={!enabled || sending}>
        {sending ? t`Sending…` : t`Send`}
      </button>
    </form>
  );
}

import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { StaffCodeRequest, StaffRecoveryCode } from "#domain/staff/staff-accounts.ts";
import { CodeForm } from "../code-form.tsx";
import { useFieldErrorText } from "../console-messages.ts";
import { FailureNotice } from "../failure-notice.tsx";
import { useStaffSession } from "../use-staff-session.ts";

/** Staff sign-in: the work e-mail address, the code sent to it, then the second factor. */
export function SignInPage() {
  const { step, failure } = useStaffSession();
  return (
    <section className="console-card console-narrow" aria-labelledby="console-sign-in-title">
      <h1 id="console-sign-in-title">
        <Trans>Staff sign-in</Trans>
      </h1>
      <FailureNotice failure={failure} />
      {step === "email" && <EmailStep />}
      {step === "code" && <CodeStep />}
      {step === "secondFactor" && <SecondFactorStep />}
      {step === "recoveryCode" && <RecoveryCodeStep />}
      {step === "locked" && <LockedStep />}
    </section>
  );
}

function EmailStep() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { busy, email, submitEmail } = useStaffSession();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof StaffCodeRequest>, unknown, v.InferOutput<typeof StaffCodeRequest>>({
    resolver: valibotResolver(StaffCodeRequest),
    defaultValues: { email },
  });
  const error = errorText(formState.errors.email);
  return (
    <form className="console-form" noValidate onSubmit={handleSubmit((values) => submitEmail(values.email))}>
      <p>
        <Trans>Enter your work e-mail address. We will send you a sign-in code.</Trans>
      </p>
      <label className="console-field" htmlFor="console-email">
        <span>
          <Trans>Work e-mail address</Trans>
        </span>
        <input
          id="console-email"
          type="email"
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "console-email-error" : undefined}
          {...register("email")}
        />
      </label>
      {error && (
        <p id="console-email-error" className="console-field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button primary console-wide" disabled={busy} aria-busy={busy}>
        {busy ? t`Sending…` : t`Send code`}
      </button>
    </form>
  );
}

function CodeStep() {
  const { t } = useLingui();
  const { busy, email, can, submitCode, resendCode, changeEmail } = useStaffSession();
  return (
    <>
      <p className="console-notice" role="status">
        <Trans>If {email} belongs to a staff account, a sign-in code is on its way.</Trans>
      </p>
      <CodeForm
        id="console-email-code"
        label={t`Code from the e-mail`}
        submitLabel={t`Continue`}
        enabled={can.submitCode}
        busy={busy}
        onCode={(code) => submitCode(code)}
      />
      <div className="console-actions">
        <button type="button" className="button secondary" disabled={!can.resendCode} onClick={() => resendCode()}>
          <Trans>Send a new code</Trans>
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => changeEmail()}>
          <Trans>Use another address</Trans>
        </button>
      </div>
    </>
  );
}

/** A shift session idle 30 minutes (decision 038): why the console asks, and that no e-mail code is needed. */
function ResumingNotice({ email, until }: { email: string; until: string }) {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: "short" }).format(new Date(until));
  return (
    <p className="console-notice" role="status">
      <Trans>
        You have been away for 30 minutes or more. To go on as {email}, confirm it is you with your authenticator app or a passkey; no e-mail code is needed
        until your shift's sign-in ends at {time}.
      </Trans>
    </p>
  );
}

function SecondFactorStep() {
  const { t } = useLingui();
  const { busy, can, submitTotp, choosePasskey, chooseRecoveryCode, signOut, me } = useStaffSession();
  return (
    <>
      <h2>
        <Trans>Confirm it is you</Trans>
      </h2>
      {me?.resuming && <ResumingNotice email={me.email} until={me.expires_at} />}
      <CodeForm
        id="console-totp-code"
        label={t`Code from your authenticator app`}
        submitLabel={t`Sign in`}
        enabled={can.submitTotp}
        busy={busy}
        autoComplete="off"
        onCode={(code) => submitTotp(code)}
      />
      <p className="console-or">
        <Trans>or</Trans>
      </p>
      <button type="button" className="button secondary console-wide" disabled={!can.usePasskey} onClick={() => choosePasskey()}>
        <Trans>Use a passkey</Trans>
      </button>
      <button type="button" className="link-button console-quiet" disabled={!can.useRecoveryCode} onClick={() => chooseRecoveryCode()}>
        <Trans>Lost your phone or passkey? Use a recovery code</Trans>
      </button>
      <button type="button" className="link-button console-quiet" disabled={!can.signOut} onClick={() => signOut()}>
        <Trans>Cancel and sign out</Trans>
      </button>
    </>
  );
}

/** One of the ten codes saved at enrolment instead of the lost factor; the console then asks for a new one. */
function RecoveryCodeStep() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { busy, can, submitRecoveryCode, cancelRecovery, signOut } = useStaffSession();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof StaffRecoveryCode>, unknown, v.InferOutput<typeof StaffRecoveryCode>>({
    resolver: valibotResolver(StaffRecoveryCode),
    defaultValues: { code: "" },
  });
  const error = errorText(formState.errors.code);
  return (
    <>
      <h2>
        <Trans>Use a recovery code</Trans>
      </h2>
      <p>
        <Trans>
          Enter one of the ten codes you saved when you set up your second step. It works once; your lost authenticator app and passkeys stop working, and you
          set up a new second step next.
        </Trans>
      </p>
      <form className="console-form" noValidate onSubmit={handleSubmit((values) => submitRecoveryCode(values.code))}>
        <label className="console-field" htmlFor="console-recovery-code">
          <span>
            <Trans>Recovery code</Trans>
          </span>
          <input
            id="console-recovery-code"
            className="console-recovery-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            placeholder="XXXXX-XXXXX"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "console-recovery-code-error" : undefined}
            {...register("code")}
          />
        </label>
        {error && (
          <p id="console-recovery-code-error" className="console-field-error">
            {error}
          </p>
        )}
        <button type="submit" className="button primary console-wide" disabled={!can.submitRecoveryCode || busy} aria-busy={busy}>
          {busy ? t`Checking…` : t`Sign in with the recovery code`}
        </button>
      </form>
      <button type="button" className="button secondary console-wide console-codes-saved" disabled={busy} onClick={() => cancelRecovery()}>
        <Trans>Back to the authenticator app or passkey</Trans>
      </button>
      <button type="button" className="link-button console-quiet" disabled={!can.signOut} onClick={() => signOut()}>
        <Trans>Cancel and sign out</Trans>
      </button>
    </>
  );
}

function LockedStep() {
  const { restartSignIn } = useStaffSession();
  return (
    <>
      <p>
        <Trans>Wait until the lock ends, or ask your administrator for help.</Trans>
      </p>
      <button type="button" className="button secondary console-wide" onClick={() => restartSignIn()}>
        <Trans>Back to sign-in</Trans>
      </button>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { type FormEvent, useState } from "react";
import { COMMONWEALTH_ZONE_LABEL, commonwealthTime } from "#domain/commonwealth-time.ts";
import { type AdminEstablishment, ESTABLISHMENT_STATUSES, type EstablishmentStatus, RECENT_CHECK_IN_DAYS } from "#domain/establishment-admin.ts";
import { useFailureText } from "../console-messages.ts";
import { establishmentsMachine } from "./establishments-effects.ts";
import { type EstablishmentsActor, type EstablishmentsAdminView, useEstablishmentsAdmin } from "./use-establishments-admin.ts";
import "./establishments.css";

function useStatusNames(): Record<EstablishmentStatus, string> {
  const { t } = useLingui();
  return { unconfirmed: t`E-mail not confirmed`, active: t`Active`, disabled: t`Disabled` };
}

function Search({ page }: { page: EstablishmentsAdminView }) {
  const { t } = useLingui();
  const names = useStatusNames();
  const [q, setQ] = useState(page.filter.q);
  const [status, setStatus] = useState(page.filter.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.search({ q: q.trim(), status });
  };
  return (
    <form className="console-card establishments-search" role="search" onSubmit={submit}>
      <label className="console-field" htmlFor="establishments-q">
        <Trans>Name, e-mail or branch</Trans>
        <input
          id="establishments-q"
          type="search"
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t`For example: Garapan`}
        />
      </label>
      <label className="console-field" htmlFor="establishments-status">
        <Trans>Status</Trans>
        <select id="establishments-status" value={status} onChange={(event) => setStatus(event.target.value as EstablishmentStatus | "all")}>
          <option value="all">{t`All`}</option>
          {ESTABLISHMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {names[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button primary" disabled={!page.canSearch}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

function StatusChangeForm({ account, page }: { account: AdminEstablishment; page: EstablishmentsAdminView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const disabling = account.status !== "disabled";
  const missing = tried && reason.trim() === "";
  const id = `establishment-reason-${account.id}`;
  const failure = page.failedCall === "change" ? page.failure : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    page.submitChange(reason);
  };
  return (
    <form className="establishments-change" role="alertdialog" aria-labelledby={`${id}-question`} onSubmit={submit} noValidate>
      <p id={`${id}-question`} className="establishments-question">
        {disabling ? (
          <Trans>Disable {account.organisation_name}? Its branches' QR codes refuse check-ins at once and its portal sessions end.</Trans>
        ) : (
          <Trans>Enable {account.organisation_name} again? Its branches take check-ins at once.</Trans>
        )}
      </p>
      <label className="console-field" htmlFor={id}>
        <Trans>Reason (kept in the audit trail)</Trans>
        <textarea
          id={id}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          placeholder={disabling ? t`For example: reported as a fake venue` : t`For example: venue verified by phone`}
        />
      </label>
      {missing && (
        <p className="console-field-error" id={`${id}-error`} role="alert">
          <Trans>Say why: the reason is kept in the audit trail.</Trans>
        </p>
      )}
      {failure && (
        <p className="console-field-error" role="alert">
          {failureText(failure)}
        </p>
      )}
      <div className="establishments-actions">
        <button type="submit" className={disabling ? "button destructive" : "button primary"} disabled={page.sending}>
          {disabling ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </button>
        <button type="button" className="button secondary" onClick={page.cancelChange} disabled={page.sending}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function EstablishmentRow({ account, page }: { account: AdminEstablishment; page: EstablishmentsAdminView }) {
  const names = useStatusNames();
  const changing = page.changingId === account.id;
  return (
    <li className="console-card establishments-card" aria-labelledby={`establishment-${account.id}`}>
      <div className="establishments-head">
        <h2 id={`establishment-${account.id}`} className="establishments-name">
          {account.organisation_name}
        </h2>
        <span className={`establishments-status status-${account.status}`}>{names[account.status]}</span>
      </div>
      <p className="establishments-email">{account.email}</p>
      <dl className="establishments-facts">
        <dt>
          <Trans>Registered</Trans>
        </dt>
        <dd>{commonwealthTime(account.created_at)}</dd>
        <dt>
          <Trans>Branches</Trans>
        </dt>
        <dd>{account.branches.length === 0 ? "—" : account.branches.map((branch) => [branch.name, branch.branch].filter(Boolean).join(" · ")).join(", ")}</dd>
        <dt>
          <Trans>Check-ins, last {RECENT_CHECK_IN_DAYS} days</Trans>
        </dt>
        <dd>{account.recent_check_ins}</dd>
        {account.disabled_at && (
          <>
            <dt>
              <Trans>Disabled</Trans>
            </dt>
            <dd>
              {commonwealthTime(account.disabled_at)} — {account.disabled_reason}
            </dd>
          </>
        )}
      </dl>
      {page.changedId === account.id && (
        <p className="establishments-changed" role="status">
          {account.status === "disabled" ? <Trans>Disabled: its QR codes refuse check-ins.</Trans> : <Trans>Enabled: its QR codes take check-ins.</Trans>}
        </p>
      )}
      {changing ? (
        <StatusChangeForm account={account} page={page} />
      ) : (
        <button type="button" className="button secondary" onClick={() => page.openChange(account.id)} disabled={page.sending || page.loading}>
          {account.status === "disabled" ? <Trans>Enable…</Trans> : <Trans>Disable…</Trans>}
        </button>
      )}
    </li>
  );
}

function Establishments({ actor }: { actor: EstablishmentsActor }) {
  const page = useEstablishmentsAdmin(actor);
  const failureText = useFailureText();
  return (
    <div className="establishments-page">
      <h1 className="establishments-title">
        <Trans>Establishments</Trans>
      </h1>
      <p className="establishments-muted">
        <Trans>
          Review the establishments that print logbook QR codes; disable one that misuses them. You see each account and a count of its check-ins, never its
          guests. Times in {COMMONWEALTH_ZONE_LABEL}.
        </Trans>
      </p>
      <Search page={page} />
      {page.loading && (
        <p className="establishments-muted" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {page.failure && page.failedCall === "load" && (
        <div className="console-failure" role="alert">
          <p>{failureText(page.failure)}</p>
          <button type="button" className="button primary" onClick={page.reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {!page.loading && !page.failed && page.establishments.length === 0 && (
        <p className="establishments-muted">
          <Trans>No establishment matches.</Trans>
        </p>
      )}
      <ul className="establishments-list">
        {page.establishments.map((account) => (
          <EstablishmentRow key={account.id} account={account} page={page} />
        ))}
      </ul>
    </div>
  );
}

/** The admin's establishments (decision 062): search, review, disable and enable with a reason. */
export function EstablishmentsPage() {
  const actor = useActorRef(establishmentsMachine);
  return <Establishments actor={actor} />;
}

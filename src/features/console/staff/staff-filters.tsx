import { Trans, useLingui } from "@lingui/react/macro";
import { STAFF_STATUSES } from "#domain/staff/staff-accounts.ts";
import { SIGN_IN_RECENCIES, STAFF_SORTS, type StaffListView } from "#domain/staff/staff-list.ts";
import { STAFF_ROLES } from "#domain/staff/staff-roles.ts";
import { AgencyFilterOptions } from "../agency-filter-options.tsx";
import { ROLE_NAMES } from "../console-pages.ts";
import { useStaffWords } from "./staff-words.ts";

interface StaffFiltersProps {
  view: StaffListView;
  shown: number;
  total: number;
  onChange: (change: Partial<StaffListView>) => void;
}

/** Search by name or e-mail, filters by role, agency, status and last sign-in, and the order; each applies as it changes. */
export function StaffFilters({ view, shown, total, onChange }: StaffFiltersProps) {
  const { t, i18n } = useLingui();
  const words = useStaffWords();
  return (
    <div role="search" className="staff-filters" aria-label={t`Find staff members`}>
      <div className="staff-field staff-search">
        <label htmlFor="staff-query">
          <Trans>Name or e-mail</Trans>
        </label>
        <input id="staff-query" type="search" value={view.query} onChange={(event) => onChange({ query: event.target.value })} />
      </div>
      <div className="staff-field">
        <label htmlFor="staff-role">
          <Trans>Role</Trans>
        </label>
        <select id="staff-role" value={view.role} onChange={(event) => onChange({ role: event.target.value as StaffListView["role"] })}>
          <option value="">{t`Every role`}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_NAMES[role])}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor="staff-agency">
          <Trans>Agency</Trans>
        </label>
        <select id="staff-agency" value={view.agency} onChange={(event) => onChange({ agency: event.target.value as StaffListView["agency"] })}>
          <AgencyFilterOptions />
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor="staff-status">
          <Trans>Status</Trans>
        </label>
        <select id="staff-status" value={view.status} onChange={(event) => onChange({ status: event.target.value as StaffListView["status"] })}>
          <option value="">{t`Every status`}</option>
          {STAFF_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words.status[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor="staff-sign-in">
          <Trans>Last sign-in</Trans>
        </label>
        <select id="staff-sign-in" value={view.signIn} onChange={(event) => onChange({ signIn: event.target.value as StaffListView["signIn"] })}>
          <option value="">{t`Any time`}</option>
          {SIGN_IN_RECENCIES.map((recency) => (
            <option key={recency} value={recency}>
              {words.recency[recency]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor="staff-sort">
          <Trans>Sort by</Trans>
        </label>
        <select id="staff-sort" value={view.sort} onChange={(event) => onChange({ sort: event.target.value as StaffListView["sort"] })}>
          {STAFF_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {words.sort[sort]}
            </option>
          ))}
        </select>
      </div>
      <p className="staff-count" role="status">
        <Trans>
          {shown} of {total} members
        </Trans>
      </p>
    </div>
  );
}

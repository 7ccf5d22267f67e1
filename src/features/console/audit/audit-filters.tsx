import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import type { AuditFilters } from "../../../../machines/console/audit-viewer.machine.ts";
import { AUDIT_ACTION_KINDS } from "#domain/audit-actions.ts";
import { COMMONWEALTH_OFFSET } from "#domain/commonwealth-time.ts";
import { AGENCIES } from "#domain/staff/staff-roles.ts";
import { ACTION_KIND_LABELS } from "./action-labels.ts";
import { AgencyFilterOptions } from "../agency-filter-options.tsx";
import type { AuditViewerView } from "./use-audit-viewer.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const Day = v.pipe(
  v.string(),
  v.check((value) => value === "" || DAY.test(value)),
);
const FilterFields = v.pipe(
  v.object({
    staff_id: v.string(),
    kind: v.union([v.literal(""), v.picklist(AUDIT_ACTION_KINDS)]),
    agency: v.union([v.literal(""), v.picklist(AGENCIES)]),
    list_views: v.boolean(),
    from: Day,
    to: Day,
  }),
  v.forward(
    v.check((fields) => fields.from === "" || fields.to === "" || fields.from <= fields.to, "order"),
    ["to"],
  ),
);
type FilterFields = v.InferOutput<typeof FilterFields>;

/** Days are the commonwealth's: from the start of the first to the end of the last, at UTC+10 whatever the device's zone. */
function toFilters(fields: FilterFields): AuditFilters {
  const filters: AuditFilters = {};
  if (fields.staff_id) filters.staff_id = fields.staff_id;
  if (fields.kind) filters.kind = fields.kind;
  if (fields.agency) filters.agency = fields.agency;
  if (fields.list_views) filters.list_views = "true";
  if (fields.from) filters.from = new Date(`${fields.from}T00:00:00${COMMONWEALTH_OFFSET}`).toISOString();
  if (fields.to) filters.to = new Date(`${fields.to}T23:59:59.999${COMMONWEALTH_OFFSET}`).toISOString();
  return filters;
}

/** Filter by staff member, kind of action, agency and days; list page views only when asked for. */
export function AuditFilterForm({ audit }: { audit: AuditViewerView }) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, reset, formState } = useForm<FilterFields>({
    resolver: valibotResolver(FilterFields),
    defaultValues: { staff_id: "", kind: "", agency: "", list_views: false, from: "", to: "" },
  });
  const errors = formState.errors;
  const apply = handleSubmit((fields) => audit.applyFilters(toFilters(fields)));
  const clear = () => {
    reset();
    audit.applyFilters({});
  };
  return (
    <form className="audit-filters" onSubmit={apply} noValidate aria-label={t`Filter the audit trail`}>
      <div className="audit-field">
        <label htmlFor="audit-staff">
          <Trans>Staff member</Trans>
        </label>
        <select id="audit-staff" {...register("staff_id")}>
          <option value="">{t`Everyone`}</option>
          {audit.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.attributes.display_name}
            </option>
          ))}
        </select>
        {audit.membersFailed && (
          <p className="audit-error">
            <Trans>The staff list could not be loaded.</Trans>{" "}
            <button type="button" className="link-button" onClick={audit.reloadMembers}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
      </div>
      <div className="audit-field">
        <label htmlFor="audit-kind">
          <Trans>Kind of action</Trans>
        </label>
        <select id="audit-kind" {...register("kind")}>
          <option value="">{t`Every kind`}</option>
          {AUDIT_ACTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(ACTION_KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-field">
        <label htmlFor="audit-agency">
          <Trans>Agency</Trans>
        </label>
        <select id="audit-agency" {...register("agency")}>
          <AgencyFilterOptions />
        </select>
      </div>
      <div className="audit-field">
        <label htmlFor="audit-from">
          <Trans context="start of a date range">From</Trans>
        </label>
        <input id="audit-from" type="date" {...register("from")} aria-invalid={errors.from ? true : undefined} />
      </div>
      <div className="audit-field">
        <label htmlFor="audit-to">
          <Trans context="end of a date range">To</Trans>
        </label>
        <input id="audit-to" type="date" {...register("to")} aria-invalid={errors.to ? true : undefined} />
        {errors.to && (
          <p className="audit-error" role="alert">
            <Trans>The last day comes on or after the first.</Trans>
          </p>
        )}
      </div>
      <label className="audit-check">
        <input type="checkbox" {...register("list_views")} />
        <span>
          <Trans>Show list page views</Trans>
          <span className="audit-sub">
            <Trans>Opening a page of records is kept apart from reading a person's data.</Trans>
          </span>
        </span>
      </label>
      <div className="audit-filter-actions">
        <button type="submit" className="button primary" disabled={!audit.canFilter}>
          <Trans>Apply filters</Trans>
        </button>
        <button type="button" className="button secondary" disabled={!audit.canFilter} onClick={clear}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}

import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import type { AuditFilters } from "../../../../machines/console/audit-viewer.machine.ts";
import type { AuditViewerView } from "./use-audit-viewer.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FilterFields = v.pipe(
  v.object({
    staff_id: v.string(),
    subject_user_id: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === "" || v.is(v.pipe(v.string(), v.uuid()), value), "person"),
    ),
    from: v.pipe(
      v.string(),
      v.check((value) => value === "" || DAY.test(value), "from"),
    ),
    to: v.pipe(
      v.string(),
      v.check((value) => value === "" || DAY.test(value), "to"),
    ),
  }),
  v.forward(
    v.check((fields) => fields.from === "" || fields.to === "" || fields.from <= fields.to, "order"),
    ["to"],
  ),
);
type FilterFields = v.InferOutput<typeof FilterFields>;

/** Days are the admin's own: from the start of the first to the end of the last, in local time. */
function toFilters(fields: FilterFields): AuditFilters {
  const filters: AuditFilters = {};
  if (fields.staff_id) filters.staff_id = fields.staff_id;
  if (fields.subject_user_id) filters.subject_user_id = fields.subject_user_id.toLowerCase();
  if (fields.from) filters.from = new Date(`${fields.from}T00:00:00`).toISOString();
  if (fields.to) filters.to = new Date(`${fields.to}T23:59:59.999`).toISOString();
  return filters;
}

/** Filter by staff member, by person ("who saw this traveller") and by days. */
export function AuditFilterForm({ audit }: { audit: AuditViewerView }) {
  const { t } = useLingui();
  const { register, handleSubmit, reset, formState } = useForm<FilterFields>({
    resolver: valibotResolver(FilterFields),
    defaultValues: { staff_id: "", subject_user_id: "", from: "", to: "" },
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
              {member.attributes.display_name ? `${member.attributes.display_name} (${member.attributes.email})` : member.attributes.email}
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
        <label htmlFor="audit-person">
          <Trans>Traveller's id (who saw this traveller)</Trans>
        </label>
        <input
          id="audit-person"
          autoComplete="off"
          spellCheck={false}
          {...register("subject_user_id")}
          aria-invalid={errors.subject_user_id ? true : undefined}
        />
        {errors.subject_user_id && (
          <p className="audit-error" role="alert">
            <Trans>Enter the traveller's id as shown in a record, or leave it empty.</Trans>
          </p>
        )}
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

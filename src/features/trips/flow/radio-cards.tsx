import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { GroupField } from "../forms/group-field.tsx";
import "./radio-cards.css";

interface RadioCardsProps<T extends FieldValues, TOut, V extends string> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly V[];
  labels: Record<V, MessageDescriptor>;
  /** A second line under some choices' labels. */
  details?: Partial<Record<V, MessageDescriptor>>;
  error?: string;
  /** Required unless said otherwise. */
  required?: boolean;
}

/** One answer to a plain question, each a card clickable as a whole. */
export function RadioCards<T extends FieldValues, TOut, V extends string>(props: RadioCardsProps<T, TOut, V>) {
  const { control, name, legend, hint, options, labels, details, error, required = true } = props;
  const { i18n } = useLingui();
  const { field } = useController({ control, name });
  const id = name.replaceAll(".", "-");
  return (
    <GroupField id={id} legend={legend} hint={hint} required={required} error={error}>
      <div className="radio-cards">
        {options.map((option, index) => {
          const detail = details?.[option];
          return (
            <label key={option} className="radio-card" htmlFor={`${id}-${option}`}>
              <input
                id={`${id}-${option}`}
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={option}
                checked={field.value === option}
                onChange={() => field.onChange(option)}
                onBlur={field.onBlur}
              />
              <span className="radio-card-text">
                {i18n._(labels[option])}
                {detail && <span className="radio-card-detail">{i18n._(detail)}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </GroupField>
  );
}

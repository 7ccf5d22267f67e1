import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Fragment, type ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { GroupField } from "./group-field.tsx";

export type Choice = string | number | boolean;

interface ChoicesProps<T extends FieldValues, TOut, V extends Choice> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly V[];
  labels: Record<`${V}`, MessageDescriptor>;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Short choices sit side by side: "inline" in one row (Yes/No, 1st…6th+), "columns" in a grid (long lists). */
  layout?: "inline" | "columns";
}

const fieldId = (name: string) => name.replaceAll(".", "-");

/** "Pleasure/Vacation" may break after its slash in a narrow column. */
function ChoiceText({ text }: { text: string }) {
  const parts = text.split("/");
  return (
    <span className="choice-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}

/** One choice out of a few, as radio buttons; the value keeps its type (a number or a boolean stays one). */
export function RadioChoices<T extends FieldValues, TOut, V extends Choice>(props: ChoicesProps<T, TOut, V>) {
  const { control, name, legend, options, labels, required, hint, error, layout } = props;
  const { i18n } = useLingui();
  const { field } = useController({ control, name });
  const id = fieldId(name);
  return (
    <GroupField id={id} legend={legend} required={required} hint={hint} error={error}>
      <div className={`choice-list${layout ? ` ${layout}` : ""}`}>
        {options.map((option, index) => (
          <label key={String(option)} className="choice" htmlFor={`${id}-${String(option)}`}>
            <input
              id={`${id}-${String(option)}`}
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              checked={field.value === option}
              onChange={() => field.onChange(option)}
              onBlur={field.onBlur}
            />
            <ChoiceText text={i18n._(labels[`${option}`])} />
          </label>
        ))}
      </div>
    </GroupField>
  );
}

/** Any number of choices, as checkboxes; the value is the list of the ticked codes, in the offered order. */
export function CheckboxChoices<T extends FieldValues, TOut, V extends string>(props: ChoicesProps<T, TOut, V>) {
  const { control, name, legend, options, labels, required, hint, error, layout } = props;
  const { i18n } = useLingui();
  const { field } = useController({ control, name });
  const id = fieldId(name);
  const ticked: readonly V[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (option: V) => field.onChange(options.filter((each) => (each === option ? !ticked.includes(option) : ticked.includes(each))));
  return (
    <GroupField id={id} legend={legend} required={required} hint={hint} error={error}>
      <div className={`choice-list${layout ? ` ${layout}` : ""}`}>
        {options.map((option, index) => (
          <label key={option} className="choice" htmlFor={`${id}-${option}`}>
            <input
              id={`${id}-${option}`}
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              checked={ticked.includes(option)}
              onChange={() => toggle(option)}
              onBlur={field.onBlur}
            />
            <ChoiceText text={i18n._(labels[`${option}`])} />
          </label>
        ))}
      </div>
    </GroupField>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";

interface LabelledOptionsProps<V extends string> {
  options: readonly V[];
  labels: Record<V, MessageDescriptor>;
  /** Starts with "Select…" (an empty value) where nothing is chosen until the reader chooses. */
  withBlank?: boolean;
}

/** A select's options: each code shown by its label in the reader's language. */
export function LabelledOptions<V extends string>({ options, labels, withBlank = false }: LabelledOptionsProps<V>) {
  const { t, i18n } = useLingui();
  return (
    <>
      {withBlank && <option value="">{t`Select…`}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {i18n._(labels[option])}
        </option>
      ))}
    </>
  );
}

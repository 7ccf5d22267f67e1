import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  get,
  type PathValue,
  useController,
  useFormState,
} from "react-hook-form";
import type { SignatureCanvasComponent } from "react-signature-canvas";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { today } from "../../../ui/forms/person-values.ts";
import { useErrorText } from "./form-errors.ts";
import { GroupField } from "./group-field.tsx";
import { SignaturePad } from "./signature-pad.tsx";
import type { SignatureInput } from "./signature-values.ts";
import "./forms.css";

export { type SignatureInput, unsignedSignature } from "./signature-values.ts";

interface SignatureFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, SignatureInput | undefined>;
}

/**
 * docs/product-spec.md, part 3 "Signature" and part 5: drawn with a mouse or a finger (Clear, or Sign again over a
 * restored one), the date (today unless changed) and the printed name in English capitals.
 */
export function SignatureField<T extends FieldValues, TOut>({ control, name }: SignatureFieldProps<T, TOut>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // One controller per part, so a submit puts the focus on the first part that is wrong.
  const part = (key: keyof SignatureInput) => `${name}.${key}` as FieldPath<T>;
  const image = useController({ control, name: part("image"), defaultValue: "" as PathValue<T, FieldPath<T>> });
  const date = useController({ control, name: part("date"), defaultValue: today() as PathValue<T, FieldPath<T>> });
  const printedName = useController({ control, name: part("printed_name"), defaultValue: "" as PathValue<T, FieldPath<T>> });
  const { errors } = useFormState({ control, name });
  const padRef = useRef<SignatureCanvasComponent>(null);
  // A signature drawn on this visit is cleared; one restored from a draft is replaced ("Sign again").
  const [drawnHere, setDrawnHere] = useState(false);

  const errorOf = (path: string) => errorText((get(errors, path) as FieldError | undefined)?.message);
  const id = name.replaceAll(".", "-");
  const imageError = errorOf(part("image")) ?? errorOf(name);
  const dateError = errorOf(part("date"));
  const nameError = errorOf(part("printed_name"));
  const signed = String(image.field.value ?? "");

  const clear = () => {
    padRef.current?.clear();
    setDrawnHere(false);
    image.field.onChange("");
  };

  return (
    <div className="signature-field">
      <GroupField
        id={`${id}-image`}
        legend={<Trans>Signature</Trans>}
        required
        hint={<Trans>Sign in the box with your mouse or finger.</Trans>}
        error={imageError}
        focusRef={image.field.ref}
      >
        <div className={`signature-box${signed ? " signed" : ""}`}>
          <SignaturePad
            image={signed}
            padRef={padRef}
            describedBy={imageError ? `${id}-image-error` : undefined}
            onDraw={(drawn) => {
              setDrawnHere(true);
              image.field.onChange(drawn);
            }}
          />
        </div>
        {signed && (
          <button type="button" className="button secondary signature-clear" onClick={clear}>
            {drawnHere ? t`Clear` : t`Sign again`}
          </button>
        )}
      </GroupField>
      <FormField id={`${id}-date`} label={<Trans>Date</Trans>} required error={dateError}>
        <input
          type="date"
          {...describedBy(`${id}-date`, dateError)}
          ref={date.field.ref}
          name={date.field.name}
          value={String(date.field.value ?? "")}
          onChange={date.field.onChange}
          onBlur={date.field.onBlur}
        />
      </FormField>
      <FormField id={`${id}-printed_name`} label={<Trans>Printed name</Trans>} required error={nameError}>
        <input
          {...describedBy(`${id}-printed_name`, nameError)}
          ref={printedName.field.ref}
          name={printedName.field.name}
          className="upper-case"
          maxLength={INPUT_MAX_LENGTH}
          autoComplete="name"
          value={String(printedName.field.value ?? "")}
          onChange={printedName.field.onChange}
          onBlur={printedName.field.onBlur}
        />
      </FormField>
    </div>
  );
}

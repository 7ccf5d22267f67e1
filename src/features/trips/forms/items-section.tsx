import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { exceededLimits, isDeclarableCurrency, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import { CUSTOMS_ITEMS, type CustomsItem } from "#domain/declarations/enumerations.ts";
import { AmountField } from "./amount-field.tsx";
import { QUANTITIES_BY_ITEM } from "./customs-defaults.ts";
import { type CustomsSectionProps, NumberField, RadioField, TextField } from "./customs-fields.tsx";
import { CUSTOMS_ITEM_QUESTIONS, LIMIT_HINTS, QUANTITY_LABELS, YES_NO, YES_NO_LABELS } from "./customs-labels.ts";

const NO_QUANTITY: LimitedQuantity[] = [];

/** docs/product-spec.md, part 3 "Yes/no items": ten questions, each answered Yes or No, with quantities and currency where they apply. */
export function ItemsSection(props: CustomsSectionProps) {
  const { control, setValue, formState } = props.form;
  const answers = useWatch({ control, name: "items" });
  const unanswered = CUSTOMS_ITEMS.filter((item) => answers?.[item] === undefined);
  return (
    <div className="form-group">
      <p className="field-hint">
        <Trans>Are you or any family member travelling with you bringing:</Trans>
      </p>
      {unanswered.length > 0 && (
        // One tap for the usual answer; a Yes already given stays, and each No can still be changed below.
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            for (const item of unanswered) setValue(`items.${item}`, false, { shouldValidate: formState.isSubmitted });
          }}
        >
          <Trans>Answer No to every question not answered yet</Trans>
        </button>
      )}
      {CUSTOMS_ITEMS.map((item) => (
        <ItemQuestion key={item} {...props} item={item} />
      ))}
    </div>
  );
}

function ItemQuestion(props: CustomsSectionProps & { item: CustomsItem }) {
  const { form, item } = props;
  const { i18n } = useLingui();
  const { control, getValues, setValue } = form;
  const answer = useWatch({ control, name: `items.${item}` });
  const quantities = QUANTITIES_BY_ITEM[item] ?? NO_QUANTITY;

  useEffect(() => {
    // Quantities and currency belong to a yes: a no (or no answer yet) declares none.
    for (const key of quantities) {
      if (answer !== true && getValues(`quantities.${key}`) != null) setValue(`quantities.${key}`, null);
    }
    if (item === "has_merchandise" && answer !== true && getValues("merchandise_description") != null) setValue("merchandise_description", null);
    if (item !== "has_excess_currency") return;
    if (answer === true && !getValues("currency.code")) setValue("currency.code", "USD");
    if (answer !== true && getValues("currency") != null) setValue("currency", null);
  }, [answer, item, quantities, getValues, setValue]);

  return (
    <div className="customs-item">
      <RadioField {...props} path={`items.${item}`} legend={i18n._(CUSTOMS_ITEM_QUESTIONS[item])} options={YES_NO} labels={YES_NO_LABELS} inline />
      {answer === true && quantities.length > 0 && (
        <div className="item-details">
          {quantities.map((key) => (
            <QuantityField key={key} {...props} quantity={key} />
          ))}
        </div>
      )}
      {answer === true && item === "has_excess_currency" && <CurrencyFields {...props} />}
      {answer === true && item === "has_merchandise" && (
        <div className="item-details">
          <TextField
            {...props}
            path="merchandise_description"
            label={<Trans>What is the merchandise? What it is, how much, and what it is worth</Trans>}
            required
            maxLength={200}
          />
        </div>
      )}
    </div>
  );
}

function QuantityField(props: CustomsSectionProps & { quantity: LimitedQuantity }) {
  const { form, quantity } = props;
  const { i18n } = useLingui();
  const value = useWatch({ control: form.control, name: `quantities.${quantity}` });
  const exceeded = exceededLimits({ [quantity]: value }).length > 0;
  return (
    <NumberField
      {...props}
      path={`quantities.${quantity}`}
      label={i18n._(QUANTITY_LABELS[quantity])}
      decimals
      hint={
        <>
          <p className="field-hint">{i18n._(LIMIT_HINTS[quantity])}</p>
          <p className="limit-notice" role="status">
            {exceeded && <Trans>Over the duty-free limit: this is dutiable. Declare it to the customs officer; it is not refused.</Trans>}
          </p>
        </>
      }
    />
  );
}

function CurrencyFields(props: CustomsSectionProps) {
  const currency = useWatch({ control: props.form.control, name: "currency" });
  const amount = Number(currency?.amount);
  const belowThreshold = amount > 0 && !isDeclarableCurrency(amount, (currency?.code ?? "").trim().toUpperCase());
  return (
    <div className="item-details">
      <AmountField
        {...props}
        // A declaration sent without any currency is refused as a whole ("currency"): shown on the amount.
        errorOf={(path) => props.errorOf(path) ?? props.errorOf("currency")}
        path="currency.amount"
        label={<Trans>Amount</Trans>}
        hint={
          <>
            <p className="field-hint">
              <Trans>The total you and your family carry in cash and monetary instruments.</Trans>
            </p>
            <p className="limit-notice" role="status">
              {belowThreshold && <Trans>US dollars are declared only over USD 10,000. If you carry less, answer No.</Trans>}
            </p>
          </>
        }
      />
      <TextField {...props} path="currency.code" label={<Trans>Currency code</Trans>} required upperCase maxLength={3} />
    </div>
  );
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CustomsTripCard } from "../../../domain/customs-check.ts";
import { DECLARATION_LIMITS, type LimitedQuantity } from "../../../domain/declarations/declaration-limits.ts";
import { ITEM_LABELS, QUANTITY_LABELS, QUANTITY_UNITS } from "./customs-labels.ts";

type Card = CustomsTripCard["attributes"];

/** Marked in words as well as colour, so it reads in glare, in grey scale and to a screen reader. */
function OverMarker({ children }: { children: ReactNode }) {
  return <strong className="customs-over-marker">{children}</strong>;
}

function Quantities({ card }: { card: Card }) {
  const { i18n } = useLingui();
  const declared = (Object.keys(DECLARATION_LIMITS) as LimitedQuantity[]).filter((key) => (card.quantities[key] ?? 0) > 0);
  if (declared.length === 0) return null;
  return (
    <ul className="customs-quantities">
      {declared.map((key) => {
        const over = card.exceeded_limits.includes(key);
        return (
          <li key={key} className={over ? "customs-over" : undefined}>
            <span className="customs-quantity-name">{i18n._(QUANTITY_LABELS[key])}</span>
            <span className="customs-quantity-amount">{i18n._(QUANTITY_UNITS[key](card.quantities[key] ?? 0))}</span>
            <span className="customs-quantity-limit">
              {over && (
                <OverMarker>
                  <Trans>Over the limit</Trans>
                </OverMarker>
              )}{" "}
              <Trans>Duty-free limit: {i18n._(QUANTITY_UNITS[key](DECLARATION_LIMITS[key]))}</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Currency({ card }: { card: Card }) {
  const { i18n } = useLingui();
  if (!card.currency) return null;
  const amount = new Intl.NumberFormat(i18n.locale, { style: "currency", currency: card.currency.code }).format(card.currency.amount);
  return (
    <p className={`customs-currency${card.currency_over_threshold ? " customs-over" : ""}`}>
      <span>
        <Trans>Currency carried: {amount}</Trans>
      </span>
      {card.currency_over_threshold && (
        <OverMarker>
          <Trans>Over the USD 10,000 threshold</Trans>
        </OverMarker>
      )}
    </p>
  );
}

/** The customs declaration: every answer, the declared quantities, and what is over a limit, marked. */
export function DeclarationSummary({ card }: { card: Card }) {
  const { i18n } = useLingui();
  const flagged = card.exceeded_limits.length + (card.currency_over_threshold ? 1 : 0);
  return (
    <section className="customs-section" aria-labelledby="customs-declaration-heading">
      <h3 id="customs-declaration-heading">
        <Trans>Customs declaration</Trans>
      </h3>
      {flagged > 0 && (
        <p className="customs-alert" role="note">
          <OverMarker>!</OverMarker>{" "}
          <Plural value={flagged} one="# declared amount is over a limit. Check it below." other="# declared amounts are over a limit. Check them below." />
        </p>
      )}
      <ul className="customs-items">
        {card.items.map((item) => (
          <li key={item.code} className={item.answer ? "customs-item-yes" : undefined}>
            <span>{i18n._(ITEM_LABELS[item.code])}</span>
            <span className="customs-answer">{item.answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
          </li>
        ))}
      </ul>
      <Quantities card={card} />
      <Currency card={card} />
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CustomsTripCard } from "#domain/customs-check.ts";
import type { HealthFinding, ReferralReason } from "#domain/customs-risk.ts";
import { formatDay } from "../../../lib/dates.ts";
import { DECLARATION_LIMITS, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import { ITEM_LABELS, PURPOSE_LABELS, QUANTITY_LABELS, QUANTITY_UNITS, RESTRICTED_LABELS } from "./customs-labels.ts";

type Card = CustomsTripCard["attributes"];

/** Marked in words as well as colour, so it reads in glare, in grey scale and to a screen reader. */
function OverMarker({ children }: { children: ReactNode }) {
  return <strong className="customs-over-marker">{children}</strong>;
}

function useMoney() {
  const { i18n } = useLingui();
  return (amount: number, code: string) => {
    try {
      return new Intl.NumberFormat(i18n.locale, { style: "currency", currency: code }).format(amount);
    } catch {
      return `${amount} ${code}`;
    }
  };
}

/** One referral reason in words: what, and for quantities the limit and the excess. */
function ReasonText({ reason }: { reason: ReferralReason }) {
  const { i18n } = useLingui();
  const money = useMoney();
  switch (reason.kind) {
    case "restricted":
      return <>{i18n._(RESTRICTED_LABELS[reason.item])}</>;
    case "over_limit": {
      const unit = QUANTITY_UNITS[reason.quantity];
      const amount = i18n._(unit(reason.amount));
      const limit = reason.limit;
      const excess = reason.excess;
      return (
        <Trans>
          {i18n._(QUANTITY_LABELS[reason.quantity])}: {amount}, limit {limit} — {excess} over
        </Trans>
      );
    }
    case "currency": {
      const amount = money(reason.amount, reason.code);
      return <Trans>Currency over USD 10,000: {amount}</Trans>;
    }
    case "merchandise": {
      const purpose = reason.purpose in PURPOSE_LABELS ? i18n._(PURPOSE_LABELS[reason.purpose as keyof typeof PURPOSE_LABELS]) : reason.purpose;
      const occupation = reason.occupation;
      const description = reason.description;
      return description ? (
        <Trans>
          Commercial merchandise declared: {description} — purpose {purpose}, occupation {occupation}
        </Trans>
      ) : (
        <Trans>
          Commercial merchandise declared — purpose {purpose}, occupation {occupation}
        </Trans>
      );
    }
  }
}

/** The referral reasons, first on the card; or, for a clean declaration, one line. */
export function ReferralReasons({ card }: { card: Card }) {
  const { i18n } = useLingui();
  if (card.nothing_to_declare) {
    return (
      <p className="customs-clean" data-testid="customs-reasons">
        <strong>✓</strong> <Trans>Nothing to declare</Trans>
      </p>
    );
  }
  return (
    <section className="customs-reasons" aria-labelledby="customs-reasons-heading" data-testid="customs-reasons">
      {card.reasons.length > 0 && (
        <>
          <h3 id="customs-reasons-heading">
            <OverMarker>!</OverMarker> <Trans>Reasons to refer</Trans>
          </h3>
          <ul>
            {card.reasons.map((reason, index) => (
              <li key={index} className={`customs-reason customs-reason-${reason.kind.replace("_", "-")}`}>
                <ReasonText reason={reason} />
              </li>
            ))}
          </ul>
        </>
      )}
      {card.within_limits.length > 0 && (
        <ul className="customs-within">
          {card.within_limits.map(({ item }) => (
            <li key={item}>
              <Trans>Declared within the duty-free limits: {i18n._(ITEM_LABELS[item])}</Trans>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A health finding in words: what is true, never "met" by default. */
function FindingText({ finding, card }: { finding: HealthFinding; card: Card }) {
  const { i18n } = useLingui();
  const language = (["ja", "ko", "zh"] as const).find((one) => i18n.locale.startsWith(one)) ?? "en";
  switch (finding.kind) {
    case "symptoms": {
      const names = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
        (card.health_clearance?.symptoms ?? []).map((symptom) => symptom.titles[language].toLowerCase()),
      );
      return <Trans>Symptoms declared: {names}</Trans>;
    }
    case "no_health_form":
      return <Trans>No health declaration or attestation on file</Trans>;
    case "no_test_result":
      return <Trans>No RT-PCR or antigen result uploaded</Trans>;
    case "test_positive":
      return <Trans>Positive test result before arrival</Trans>;
    case "test_too_old": {
      const { hours, valid_hours: valid } = finding;
      return (
        <Trans>
          Test result {hours} h old at arrival (valid {valid} h)
        </Trans>
      );
    }
    case "test_after_arrival":
      return <Trans>Test result taken after the arrival date</Trans>;
  }
}

/** Pandemic mode: what is true of the health part, in red unless the requirement is really met. */
export function HealthClearance({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const clearance = card.health_clearance;
  if (!clearance) return null;
  // Decision 059: a reviewed trip keeps its decision; the officer learns the records behind it are gone, and since when.
  const deleted = clearance.deleted_on && (
    <p className="customs-health-deleted">
      <Trans>Health information deleted by the traveller on {formatDay(clearance.deleted_on, i18n.locale)}</Trans>
    </p>
  );
  if (clearance.met) {
    return (
      <>
        <p className="customs-health customs-health-met">
          <strong>✓</strong> <Trans>Requirement met</Trans>
        </p>
        {deleted}
      </>
    );
  }
  return (
    <>
      <ul className="customs-health customs-health-not-met" aria-label={t`Health requirement`}>
        {clearance.findings.map((finding) => (
          <li key={finding.kind}>
            <strong>✗</strong> <FindingText finding={finding} card={card} />
          </li>
        ))}
      </ul>
      {deleted}
    </>
  );
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

/** The customs declaration's every answer, folded: the reasons above say what matters. */
export function DeclarationSummary({ card }: { card: Card }) {
  const { i18n } = useLingui();
  const money = useMoney();
  return (
    <details className="customs-section customs-answers">
      <summary>
        <Trans>All answers of the customs declaration</Trans>
      </summary>
      <ul className="customs-items">
        {card.items.map((item) => (
          <li key={item.code} className={item.answer ? "customs-item-yes" : undefined}>
            <span>{i18n._(ITEM_LABELS[item.code])}</span>
            <span className="customs-answer">{item.answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
          </li>
        ))}
      </ul>
      <Quantities card={card} />
      {card.currency && (
        <p className="customs-currency">
          <Trans>Currency carried: {money(card.currency.amount, card.currency.code)}</Trans>
        </p>
      )}
    </details>
  );
}

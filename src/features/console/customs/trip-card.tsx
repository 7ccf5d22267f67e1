import { Trans, useLingui } from "@lingui/react/macro";
import type { CustomsTripCard } from "#domain/customs-check.ts";
import { countryName } from "../../../ui/forms/country-name.ts";
import { GENDER_LABELS, PURPOSE_LABELS, STATUS_LABELS, TRANSPORT_LABELS } from "./customs-labels.ts";
import { DeclarationSummary, HealthClearance, ReferralReasons } from "./declaration-summary.tsx";
import "./customs-risk.css";

type Card = CustomsTripCard["attributes"];

export function useDay() {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  return (isoDate: string) => day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const fullName = (person: { first_name: string; middle_name?: string | null; last_name: string }) =>
  [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(" ");

export function StatusBadge({ status }: { status: Card["status"] }) {
  const { i18n } = useLingui();
  return <span className={`customs-status customs-status-${status.toLowerCase().replace("_", "-")}`}>{i18n._(STATUS_LABELS[status])}</span>;
}

function Traveller({ card }: { card: Card }) {
  const { i18n, t } = useLingui();
  const day = useDay();
  const name = fullName(card.declarant);
  const transport = card.trip.transport_type === "AIR" ? `${card.trip.airline ?? ""} ${card.trip.flight_number ?? ""}`.trim() : (card.trip.vessel_name ?? "");
  return (
    <section className="customs-traveller" aria-labelledby="customs-traveller-name">
      {card.photo_url ? (
        <img className="customs-photo" src={card.photo_url} alt={t`Photo of ${name}`} />
      ) : (
        <div className="customs-photo customs-no-photo">
          <Trans>No photo</Trans>
        </div>
      )}
      <div className="customs-identity">
        <h2 id="customs-traveller-name">{name}</h2>
        <dl className="customs-facts">
          <dt>
            <Trans>Passport</Trans>
          </dt>
          <dd>
            <span className="customs-passport">{card.declarant.passport_number}</span> · {countryName(card.declarant.passport_country, i18n.locale)}
          </dd>
          <dt>{i18n._(TRANSPORT_LABELS[card.trip.transport_type])}</dt>
          <dd>{transport}</dd>
          <dt>
            <Trans>Arrival</Trans>
          </dt>
          <dd>{day(card.date_of_arrival)}</dd>
          <dt>
            <Trans context="country the trip started from">From</Trans>
          </dt>
          <dd>{card.trip.origin_country}</dd>
          <dt>
            <Trans context="purpose of the trip">Purpose</Trans>
          </dt>
          <dd>{i18n._(PURPOSE_LABELS[card.trip.purpose_of_trip])}</dd>
        </dl>
      </div>
    </section>
  );
}

function Passengers({ card }: { card: Card }) {
  const { i18n } = useLingui();
  const day = useDay();
  if (card.passengers.length === 0) {
    return (
      <p className="customs-section customs-muted">
        <Trans>Travelling alone: no other passengers on this declaration.</Trans>
      </p>
    );
  }
  return (
    <section className="customs-section" aria-labelledby="customs-passengers-heading">
      <h3 id="customs-passengers-heading">
        <Trans>Passengers in the party ({card.passengers.length})</Trans>
      </h3>
      <ul className="customs-passengers">
        {card.passengers.map((passenger) => (
          <li key={passenger.passport_number}>
            <strong>{fullName(passenger)}</strong>
            <span>
              {passenger.passport_number} · {countryName(passenger.issuing_country, i18n.locale)} · {i18n._(GENDER_LABELS[passenger.gender])} ·{" "}
              {day(passenger.birth_date)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What customs needs of one trip, and nothing more, most serious first: the referral reasons (or
 * "Nothing to declare") and the health line above who the traveller is; every answer folded below.
 */
export function TripCard({ card }: { card: Card }) {
  const day = useDay();
  return (
    <article className="customs-card">
      {/* Risk first: a health finding goes above a green "Nothing to declare", below the reasons to refer. */}
      {card.nothing_to_declare ? (
        <>
          <HealthClearance card={card} />
          <ReferralReasons card={card} />
        </>
      ) : (
        <>
          <ReferralReasons card={card} />
          <HealthClearance card={card} />
        </>
      )}
      <Traveller card={card} />
      <DeclarationSummary card={card} />
      <Passengers card={card} />
      <p className="customs-signed customs-muted">
        <Trans>
          Signed by {card.signed_name} on {day(card.signed_date)}
        </Trans>
      </p>
    </article>
  );
}

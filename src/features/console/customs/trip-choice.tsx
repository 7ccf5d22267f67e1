import { Plural, Trans } from "@lingui/react/macro";
import { StatusBadge, useDay } from "./trip-card.tsx";
import type { CustomsCheckView } from "./use-customs-check.ts";

/** A passport may be on several current trips (family members travelling apart): the officer picks one. */
export function TripChoice({ check }: { check: CustomsCheckView }) {
  const day = useDay();
  return (
    <section className="customs-outcome" aria-labelledby="customs-choice-heading">
      <h2 id="customs-choice-heading" className="customs-heading">
        <Plural value={check.trips.length} one="# trip declares this passport" other="# trips declare this passport" />
      </h2>
      <ul className="customs-trip-list">
        {check.trips.map(({ id, attributes: trip }) => (
          <li key={id}>
            <button type="button" className="customs-trip-choice" onClick={() => check.choose(id)}>
              <strong>{[trip.declarant.first_name, trip.declarant.middle_name, trip.declarant.last_name].filter(Boolean).join(" ")}</strong>
              <span>
                {day(trip.date_of_arrival)} · {trip.trip.transport_type === "AIR" ? trip.trip.flight_number : trip.trip.vessel_name}
              </span>
              <StatusBadge status={trip.status} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="customs-button secondary" onClick={check.searchAgain}>
        <Trans>Search again</Trans>
      </button>
    </section>
  );
}

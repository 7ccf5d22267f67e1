import type { Establishment } from "../../../../machines/logbook-scan.machine.ts";

/** A branch as its QR code shows it: logo, name, branch and label. */
export function PlaceCard({ place }: { place: Pick<Establishment, "logo" | "name" | "branch" | "label"> }) {
  return (
    <div className="place-card">
      {place.logo !== "" && <img className="place-logo" src={place.logo} alt="" />}
      <div>
        <h2 className="place-name">{place.name}</h2>
        {place.branch !== "" && <p className="place-branch">{place.branch}</p>}
        {place.label !== "" && <p className="place-label">{place.label}</p>}
      </div>
    </div>
  );
}

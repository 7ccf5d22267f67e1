import { Trans } from "@lingui/react/macro";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { formatMobileNumber } from "#domain/phone.ts";

interface RememberedGuestCardProps {
  guest: GuestDetails;
  onConfirm: () => void;
  onEdit: () => void;
  /** Someone else holds the phone: the remembered guest is forgotten and the form starts empty. */
  onNotMe: () => void;
}

/** 'Check in as <NAME>' with the people checked in with them: this device's last check-in, confirmed instead of typed again (decisions 014, 034). */
export default function RememberedGuestCard({ guest, onConfirm, onEdit, onNotMe }: RememberedGuestCardProps) {
  const name = [guest.name, guest.middle_name, guest.last_name].filter(Boolean).join(" ");
  const others = (guest.companions ?? []).map((person) => `${person.name} ${person.last_name}`).join(", ");
  return (
    <section className="guest-card remembered-guest">
      <h2>
        <Trans>Check in as {name}</Trans>
      </h2>
      {others && (
        <p className="remembered-companions">
          <Trans>With {others}</Trans>
        </p>
      )}
      <p className="remembered-contact">
        {formatMobileNumber(guest.mobile_number)}{" "}
        <button type="button" className="button link not-me" onClick={onNotMe}>
          <Trans>Not you?</Trans>
        </button>
      </p>
      <div className="form-actions">
        <button type="button" className="button secondary" onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          <Trans>Confirm</Trans>
        </button>
      </div>
    </section>
  );
}

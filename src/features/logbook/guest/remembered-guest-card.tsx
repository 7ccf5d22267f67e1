import { Trans } from "@lingui/react/macro";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { formatMobileNumber } from "../../../domain/phone.ts";

interface RememberedGuestCardProps {
  guest: GuestDetails;
  onConfirm: () => void;
  onEdit: () => void;
  /** Someone else holds the phone: the remembered guest is forgotten and the form starts empty. */
  onNotMe: () => void;
}

/** 'Check in as <NAME>': the details of this device's last check-in, confirmed instead of typed again (decision 014). */
export default function RememberedGuestCard({ guest, onConfirm, onEdit, onNotMe }: RememberedGuestCardProps) {
  const name = [guest.name, guest.middle_name, guest.last_name].filter(Boolean).join(" ");
  return (
    <section className="guest-card remembered-guest">
      <h2>
        <Trans>Check in as {name}</Trans>
      </h2>
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

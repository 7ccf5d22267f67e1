import { Trans } from "@lingui/react/macro";

/** The left panel of the sign-in screen: numbered steps for guests and frequent flyers (docs/product-spec.md, part 2). */
export function InstructionsPanel() {
  return (
    <section className="instructions" aria-labelledby="instructions-title">
      <h2 id="instructions-title">
        <Trans>How to get started</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Select a language.</Trans>
        </li>
        <li>
          <Trans>Select an account type: guest access, or frequent flyer.</Trans>
        </li>
        <li>
          <Trans>Guests fill in the declaration forms and save their QR code; nothing is kept for the next trip.</Trans>
        </li>
        <li>
          <Trans>Frequent flyers enter their e-mail address, then the one-time password we send to it.</Trans>
        </li>
        <li>
          <Trans>New frequent flyers complete their profile once, and later trips are filled in for them.</Trans>
        </li>
      </ol>
      <p>
        <Trans>Show your trip QR code to the customs officer at baggage claim. Have a safe trip!</Trans>
      </p>
    </section>
  );
}

import { Trans } from "@lingui/react/macro";

/** What the attestation collects, why, who sees it and for how long, in plain words. */
export function PrivacyActStatement() {
  return (
    <section className="privacy-act" aria-labelledby="privacy-act-title">
      <h3 id="privacy-act-title">
        <Trans>Privacy Act statement</Trans>
      </h3>
      <p>
        <Trans>What we collect: your vaccination status, the exception you tick if you are not fully vaccinated, and your signature.</Trans>
      </p>
      <p>
        <Trans>Why: to decide which health measures apply to you on arrival, and to trace contacts if there is an outbreak.</Trans>
      </p>
      <p>
        <Trans>
          Who sees it: only the Commonwealth's health officials. It is not shared with customs, the tourism authority, immigration authorities or employers.
        </Trans>
      </p>
      <p>
        <Trans>How long: until you delete your health information, which you may do at any time from Medical records in the menu.</Trans>
      </p>
    </section>
  );
}

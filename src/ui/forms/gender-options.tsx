import { useLingui } from "@lingui/react/macro";

/** A gender select's options: none chosen yet, then the two the payloads take. */
export function GenderOptions() {
  const { t } = useLingui();
  return (
    <>
      <option value="">{t`Select…`}</option>
      <option value="MALE">{t`Male`}</option>
      <option value="FEMALE">{t`Female`}</option>
    </>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PassportFields } from "#domain/passport-mrz.ts";
import type { PassportScanFailure } from "../../../../machines/passport-scan.machine.ts";
import { ModalDialog } from "../../../app/shell/modal-dialog.tsx";
import { formatDay } from "../../../lib/dates.ts";
import { CameraPicture } from "../../../ui/forms/camera-picture.tsx";
import { countryName } from "../../../ui/forms/country-name.ts";
import { usePassportScan } from "./use-passport-scan.ts";
import "./passport-scan.css";

interface PassportScanDialogProps {
  onFill: (fields: PassportFields) => void;
  onClose: () => void;
}

/** "Scan passport": the camera or a photo, read on the phone; the fields are shown to confirm before they fill the form. */
export default function PassportScanDialog({ onFill, onClose }: PassportScanDialogProps) {
  const { t } = useLingui();
  const scan = usePassportScan(onFill, onClose);

  return (
    <ModalDialog className="passport-scan" labelledBy="passport-scan-title" onEscape={scan.close}>
      <h2 className="modal-title" id="passport-scan-title">
        <Trans>Scan passport</Trans>
      </h2>
      {scan.step === "capturing" && (
        <>
          <p className="field-hint">
            <Trans>
              Hold the photo page flat so the two lines of letters and &lt;&lt;&lt; at the bottom fill the frame. The picture is read on this phone and never
              sent.
            </Trans>
          </p>
          <CameraView stream={scan.stream} problem={scan.cameraProblem} canCapture={scan.canCapture} onCaptured={scan.capture} />
          <PhotoInput onChosen={scan.choose} />
        </>
      )}
      {scan.step === "reading" && (
        <p className="passport-scan-reading" role="status">
          <Trans>Reading the passport…</Trans>
        </p>
      )}
      {scan.step === "read" && scan.fields && <ReadFields fields={scan.fields} />}
      {scan.step === "failed" && scan.failure && (
        <>
          <p className="field-error" role="alert">
            {t(FAILURE_TEXTS[scan.failure])}
          </p>
          <PhotoInput onChosen={scan.choose} />
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={scan.close}>
          {scan.step === "failed" ? <Trans>Type the details instead</Trans> : <Trans>Cancel</Trans>}
        </button>
        {(scan.step === "read" || scan.step === "failed") && (
          <button type="button" className="button secondary" onClick={scan.retry}>
            <Trans>Scan again</Trans>
          </button>
        )}
        {scan.step === "read" && (
          <button type="button" className="button primary" onClick={scan.confirm}>
            <Trans>Use these details</Trans>
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

/** Why a read failed, and what to do instead (decision 063). */
const FAILURE_TEXTS: Record<PassportScanFailure, MessageDescriptor> = {
  no_mrz: msg`No machine-readable lines were found. Photograph the whole photo page, with the two lines at the bottom in view, or type the details.`,
  check_digit: msg`The lines were read, but a check digit does not match, so the details could be wrong. Try again in better light, or type the details.`,
  blurry: msg`The picture is too blurred to read. Hold the phone still, let it focus and try again, or type the details.`,
  not_started: msg`The scanner could not start. Check your connection and try again, or type the details.`,
};

function CameraView({
  stream,
  problem,
  canCapture,
  onCaptured,
}: {
  stream: MediaStream | undefined;
  problem: string | undefined;
  canCapture: boolean;
  onCaptured: (photo: Blob) => void;
}) {
  const { t } = useLingui();
  if (problem === "refused")
    return <p className="field-error">{t`The camera may not be used. Allow this site to use the camera in your browser's settings, or choose a photo.`}</p>;
  if (problem) return <p className="field-hint">{t`No camera is available. Choose a photo of the passport's photo page instead.`}</p>;
  return (
    <CameraPicture className="passport-scan-camera" stream={stream} canCapture={canCapture} onCaptured={onCaptured} buttonClassName="button primary">
      <Trans>Take photo</Trans>
    </CameraPicture>
  );
}

function PhotoInput({ onChosen }: { onChosen: (file: File) => void }) {
  return (
    <label className="button secondary passport-scan-file">
      <Trans>Choose a photo</Trans>
      <input
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onChosen(file);
        }}
      />
    </label>
  );
}

function ReadFields({ fields }: { fields: PassportFields }) {
  const { t, i18n } = useLingui();
  const country = (code: string) => (code ? countryName(code, i18n.locale) : "—");
  const day = (value: string) => (value ? formatDay(value, i18n.locale) : "—");
  const sex = fields.gender === "MALE" ? t`Male` : fields.gender === "FEMALE" ? t`Female` : "—";
  const expired = fields.expiry_date !== "" && fields.expiry_date < new Date().toISOString().slice(0, 10);
  const rows: Array<[string, string]> = [
    [t`Last name`, fields.last_name],
    [t`First name`, fields.first_name],
    [t`Middle name`, fields.middle_name || "—"],
    [t`Passport number`, fields.passport],
    [t`Issuing country`, country(fields.passport_country)],
    [t`Nationality`, country(fields.nationality)],
    [t`Birth date`, day(fields.birth_date)],
    [t`Sex`, sex],
    [t`Expiry date`, day(fields.expiry_date)],
  ];
  return (
    <>
      <p className="field-hint">
        <Trans>Check these against your passport. They fill the form; nothing is saved until you save it.</Trans>
      </p>
      <dl className="passport-scan-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {expired && (
        <p className="field-error" role="alert">
          <Trans>This passport has expired.</Trans>
        </p>
      )}
    </>
  );
}

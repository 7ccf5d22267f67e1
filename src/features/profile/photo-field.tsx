import { Trans, useLingui } from "@lingui/react/macro";
import { useController } from "react-hook-form";
import { FormField } from "../../ui/forms/form-field.tsx";
import type { ProfileFormControl } from "./profile-form-values.ts";
import { ACCEPT_ATTRIBUTE, usePhotoUpload, useUploadedImage } from "../../ui/forms/use-photo-upload.ts";

/** The profile photo: chosen from the device (phones offer the camera too), uploaded at once, shown once stored. */
export function PhotoField({ control }: { control: ProfileFormControl }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: "photo_url" });
  const { progress, error, upload } = usePhotoUpload((url) => field.onChange(url));
  const image = useUploadedImage(field.value);

  return (
    <FormField id="photo" label={<Trans>Photo</Trans>} error={error}>
      <div className="photo-field">
        <div className="photo-frame">
          {image ? (
            <img src={image} alt={t`Your photo`} />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" className="photo-placeholder">
              <circle cx="12" cy="8.5" r="4.5" />
              <path d="M3.5 22c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8z" />
            </svg>
          )}
        </div>
        <div className="photo-actions">
          {/* The browser's own file button speaks the browser's language; this label speaks the reader's. */}
          <label htmlFor="photo" className={`button secondary photo-choose${progress !== undefined ? " disabled" : ""}`}>
            <Trans>Choose photo</Trans>
          </label>
          <input
            id="photo"
            className="visually-hidden"
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            disabled={progress !== undefined}
            aria-describedby={error ? "photo-error" : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <p className="field-hint">
            <Trans>PNG, JPG or GIF, up to 2 MB.</Trans>
          </p>
          {progress !== undefined && <progress className="upload-progress" max={1} value={progress} aria-label={t`Uploading photo`} />}
        </div>
      </div>
    </FormField>
  );
}

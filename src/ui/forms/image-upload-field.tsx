import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useId, useState } from "react";
import type { CameraProblem, UploadTab } from "../../../machines/image-upload.machine.ts";
import { uploadNameOf } from "#domain/uploads.ts";
import { ACCEPT_ATTRIBUTE, useUploadedImage } from "./use-photo-upload.ts";
import { CameraPicture } from "./camera-picture.tsx";
import { imageUploadWithEffects } from "./image-upload-effects.ts";
import { useUploadFailureText } from "./upload-texts.ts";
import { useImageUpload } from "./use-image-upload.ts";
import "./image-upload-field.css";

export interface ImageUploadFieldProps {
  label: string;
  /** 'name::url' of an upload of this account (docs/product-spec.md, part 3), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  /** The form's own message for this field (for instance a required image that is missing). */
  error?: string;
}

/**
 * An image of a medical record (docs/product-spec.md, part 5): from a file, a web address or the camera; sent at
 * once, then shown (fetched with the token, since uploads are served to their owner only) with a
 * way to remove it.
 */
export function ImageUploadField({ label, value, onChange, required = false, error }: ImageUploadFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const upload = useImageUpload(useActorRef(imageUploadWithEffects, { input: { value } }), value, onChange);
  const failureText = useUploadFailureText();
  const preview = useUploadedImage(upload.imageUrl ?? "");
  const tabs: { tab: UploadTab; title: string }[] = [
    { tab: "file", title: t`File` },
    { tab: "url", title: t`URL` },
    { tab: "camera", title: t`Camera` },
  ];
  const messageIds = [upload.failure !== undefined && `${id}-failure`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const name = value === null ? "" : uploadNameOf(value);

  return (
    <div className={`form-field image-upload${error ? " has-error" : ""}`} role="group" aria-labelledby={`${id}-label`} aria-describedby={messageIds}>
      <span id={`${id}-label`} className="image-upload-label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {" "}
            *
          </span>
        )}{" "}
        <span className="field-need">{required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}</span>
      </span>
      {upload.imageUrl ? (
        <div className="image-upload-result">
          <div className="image-upload-preview">
            {preview ? (
              <img src={preview} alt={t`Uploaded image ${name}`} />
            ) : (
              <span className="field-hint">
                <Trans>Loading…</Trans>
              </span>
            )}
          </div>
          <span className="image-upload-name">{name}</span>
          <button type="button" className="link-button" onClick={upload.remove}>
            <Trans>Remove</Trans>
          </button>
        </div>
      ) : (
        <>
          <div role="tablist" className="image-upload-tabs" aria-label={t`Add the image from`}>
            {tabs.map(({ tab, title }) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`${id}-tab-${tab}`}
                aria-selected={upload.tab === tab}
                aria-controls={`${id}-panel`}
                className={`image-upload-tab${upload.tab === tab ? " selected" : ""}`}
                disabled={upload.tab !== tab && !upload.canSelectTab}
                onClick={() => upload.tab !== tab && upload.selectTab(tab)}
              >
                {title}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${upload.tab}`} className="image-upload-panel">
            {upload.tab === "file" && <FileTab id={id} busy={upload.uploading} onChosen={upload.chooseFile} />}
            {upload.tab === "url" && <UrlTab id={id} busy={upload.uploading} onImport={upload.importUrl} />}
            {upload.tab === "camera" && (
              <CameraTab stream={upload.stream} problem={upload.cameraProblem} canCapture={upload.canCapture} onCaptured={upload.capturePhoto} />
            )}
            {upload.uploading && (
              <div className="image-upload-progress">
                {upload.progress === undefined ? (
                  <progress aria-label={t`Fetching the image`} />
                ) : (
                  <progress max={100} value={Math.round(upload.progress * 100)} aria-label={t`Uploading the image`} />
                )}
                <span aria-live="polite">{upload.progress === undefined ? t`Fetching…` : `${Math.round(upload.progress * 100)}%`}</span>
              </div>
            )}
            <p className="field-hint">
              <Trans>PNG, JPG or GIF, up to 2 MB.</Trans>
            </p>
          </div>
        </>
      )}
      {upload.failure !== undefined && (
        <p id={`${id}-failure`} className="field-error" role="alert">
          {failureText(upload.failure)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function FileTab({ id, busy, onChosen }: { id: string; busy: boolean; onChosen: (file: File) => void }) {
  return (
    <div className="image-upload-file">
      {/* The browser's own file button speaks the browser's language; this label speaks the reader's. */}
      <label htmlFor={`${id}-file`} className={`button secondary${busy ? " disabled" : ""}`}>
        <Trans>Choose image</Trans>
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onChosen(file);
        }}
      />
    </div>
  );
}

function UrlTab({ id, busy, onImport }: { id: string; busy: boolean; onImport: (url: string) => void }) {
  const { t } = useLingui();
  const [url, setUrl] = useState("");
  return (
    <div className="image-upload-url">
      <label htmlFor={`${id}-url`} className="visually-hidden">
        <Trans>Web address of the image</Trans>
      </label>
      <input
        id={`${id}-url`}
        // Not type="url": the browser would then hold up the record's whole form over this box.
        type="text"
        inputMode="url"
        placeholder={t`https://…`}
        value={url}
        disabled={busy}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          // The field sits inside the record's form: Enter imports the image instead of sending that form.
          if (event.key !== "Enter") return;
          event.preventDefault();
          onImport(url);
        }}
      />
      <button type="button" className="button secondary" disabled={busy} onClick={() => onImport(url)}>
        <Trans>Import</Trans>
      </button>
    </div>
  );
}

function CameraTab({
  stream,
  problem,
  canCapture,
  onCaptured,
}: {
  stream: MediaStream | undefined;
  problem: CameraProblem | undefined;
  canCapture: boolean;
  onCaptured: (photo: Blob) => void;
}) {
  const { t } = useLingui();
  if (problem === "refused")
    return <p className="field-error">{t`The camera may not be used. Allow this site to use the camera in your browser's settings, or choose a file.`}</p>;
  if (problem === "none") return <p className="field-error">{t`No camera was found. Choose a file or give a web address instead.`}</p>;
  if (problem) return <p className="field-error">{t`The camera could not be started. Close other apps that use it and try again, or choose a file.`}</p>;
  return (
    <CameraPicture className="image-upload-camera" stream={stream} canCapture={canCapture} onCaptured={onCaptured} buttonClassName="button secondary">
      <Trans>Capture</Trans>
    </CameraPicture>
  );
}

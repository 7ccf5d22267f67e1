import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { describeFailedCall } from "../../api/error-catalogue.ts";
import { fetchImage, UploadFailure, uploadImage } from "../../api/uploads.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { UPLOAD_FORMATS } from "#domain/uploads.ts";

const ACCEPTED_TYPES: readonly string[] = Object.values(UPLOAD_FORMATS).map((format) => format.contentType);
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(",");

const HTTP_PAYLOAD_TOO_LARGE = 413;

/** Uploads a chosen image after checking its type and size here first (docs/product-spec.md, part 5), with its progress. */
export function usePhotoUpload(onUploaded: (url: string) => void) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  function failureMessage(failure: unknown): string {
    if (failure instanceof UploadFailure) {
      if (failure.status === HTTP_PAYLOAD_TOO_LARGE) return t`File size is too large`;
      const { message } = describeFailedCall({ status: failure.status, body: failure.body, pathname: window.location.pathname });
      if (message !== undefined) return typeof message === "string" ? message : i18n._(message);
    }
    return t`The image could not be uploaded. Please try again.`;
  }

  async function upload(file: File) {
    setError(undefined);
    if (!ACCEPTED_TYPES.includes(file.type)) return setError(t`Only PNG, JPG or GIF images can be uploaded.`);
    if (file.size > MAX_UPLOAD_BYTES) return setError(t`File size is too large`);
    setProgress(0);
    try {
      onUploaded((await uploadImage(file, setProgress)).url);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setProgress(undefined);
    }
  }

  return { progress, error, upload };
}

/** The image behind an upload url, as an address the page can show; undefined until it has arrived. */
export function useUploadedImage(url: string): string | undefined {
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    setShown(undefined);
    if (!url) return;
    let address: string | undefined;
    let current = true;
    fetchImage(url).then(
      (blob) => {
        if (!current) return;
        address = URL.createObjectURL(blob);
        setShown(address);
      },
      () => {},
    );
    return () => {
      current = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [url]);
  return shown;
}

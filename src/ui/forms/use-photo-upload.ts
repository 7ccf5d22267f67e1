import { useEffect, useState } from "react";
import { failureOf } from "../../../machines/call-failure.ts";
import { ACCEPTED_TYPES, refusedFile } from "../../../machines/upload-checks.ts";
import { fetchImage, uploadImage } from "../../api/uploads.ts";
import { useUploadFailureText } from "./upload-texts.ts";

export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(",");

/** Uploads a chosen image after checking its type and size here first (docs/product-spec.md, part 5), with its progress. */
export function usePhotoUpload(onUploaded: (url: string) => void) {
  const failureText = useUploadFailureText();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  async function upload(file: File) {
    setError(undefined);
    const refused = refusedFile(file);
    if (refused) return setError(failureText(refused));
    setProgress(0);
    try {
      onUploaded((await uploadImage(file, setProgress)).url);
    } catch (failure) {
      setError(failureText(failureOf(failure)));
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

import { useEffect, useState } from "react";
import { ACCEPTED_TYPES } from "../../../machines/upload-checks.ts";
import { fetchImage } from "../../api/uploads.ts";

export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(",");

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

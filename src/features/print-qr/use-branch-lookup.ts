import { FetchError } from "ofetch";
import { useEffect, useState } from "react";
import { lookUpLocationQr } from "../../api/establishments.ts";
import type { LogbookQrAttributes } from "#domain/logbook.ts";

const NOT_FOUND = 404;

/** The branch a printable QR stands for: no QR is printed until the server has said it exists. */
export type BranchLookup =
  | { status: "loading" }
  | { status: "found"; branch: LogbookQrAttributes }
  | { status: "missing" }
  | { status: "failed"; retry: () => void };

export function useBranchLookup(uuid: string | undefined): BranchLookup {
  const [lookup, setLookup] = useState<BranchLookup>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (uuid === undefined) return;
    let current = true;
    setLookup({ status: "loading" });
    lookUpLocationQr(uuid).then(
      (branch) => current && setLookup({ status: "found", branch }),
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof FetchError && error.status === NOT_FOUND;
        setLookup(missing ? { status: "missing" } : { status: "failed", retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [uuid, attempt]);
  return lookup;
}

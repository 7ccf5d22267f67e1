import { useEffect, useState } from "react";
import { lookUpLocationQr } from "../../api/establishments.ts";
import { failedCall } from "../../api/failed-call.ts";
import type { LogbookQrAttributes } from "#domain/logbook.ts";

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
        const missing = failedCall(error).code === "INVALID_QR";
        setLookup(missing ? { status: "missing" } : { status: "failed", retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [uuid, attempt]);
  return lookup;
}

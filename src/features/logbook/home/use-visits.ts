import { useCallback, useEffect, useState } from "react";
import { checkOut, listVisits, type Visit } from "../../../api/my-logbook.ts";

export type VisitsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; open: Visit | undefined; recent: Visit[]; checkingOut: boolean };

/** The traveller's visits of the last 30 days (one may still be open) and the check-out of the open one. */
export function useVisits() {
  const [state, setState] = useState<VisitsState>({ status: "loading" });
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    listVisits().then(
      (visits) => {
        if (!current) return;
        const open = visits.find((visit) => visit.attributes.is_open);
        setState({ status: "ready", open, recent: visits.filter((visit) => visit !== open), checkingOut: false });
      },
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [loads]);

  const reload = useCallback(() => setLoads((count) => count + 1), []);

  /** Resolves true once the visit is closed; the API client has shown any failure. */
  const checkOutOpenVisit = useCallback(async (): Promise<boolean> => {
    if (state.status !== "ready" || !state.open || state.checkingOut) return false;
    setState({ ...state, checkingOut: true });
    try {
      await checkOut(state.open.id);
      reload();
      return true;
    } catch {
      setState({ ...state, checkingOut: false });
      return false;
    }
  }, [state, reload]);

  return { state, reload, checkOutOpenVisit };
}

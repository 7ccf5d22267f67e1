import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ArrivalFilters, Download, tourismDashboardMachine } from "../../../../machines/console/tourism-dashboard.machine.ts";

export type TourismActor = ActorRefFrom<typeof tourismDashboardMachine>;

/** The dashboard machine as the page sees it: one selector a field, events sent by name. */
export function useTourismDashboard(actor: TourismActor) {
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    failure: useSelector(actor, (state) => state.context.failure),
    filters: useSelector(actor, (state) => state.context.filters),
    data: useSelector(actor, (state) => state.context.data),
    canChange: useSelector(actor, (state) => state.can({ type: "filters.changed", filters: state.context.filters })),
    canDownload: useSelector(actor, (state) => state.can({ type: "download.requested", purpose: "", download: "arrivals.csv" })),
    downloading: useSelector(actor, (state) => state.matches("downloading")),
    downloaded: useSelector(actor, (state) => state.context.downloaded),
    downloadFailure: useSelector(actor, (state) => state.context.downloadFailure),
    change: (filters: ArrivalFilters) => actor.send({ type: "filters.changed", filters }),
    reload: () => actor.send({ type: "reload" }),
    download: (purpose: string, download: Download) => actor.send({ type: "download.requested", purpose, download }),
  };
}

export type TourismDashboardView = ReturnType<typeof useTourismDashboard>;

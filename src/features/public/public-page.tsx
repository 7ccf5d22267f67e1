import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { PageBody } from "./page-body.tsx";
import { PublicLayout } from "./public-layout.tsx";
import type { PublicPageName } from "./public-pages.ts";
import { markTourSeen } from "./tour-seen.ts";
import { usePublicPage } from "./use-public-page.ts";

/** A page of the public information site (spec part 2), its text in the reader's language (issue 16). */
export function PublicPage({ page }: { page: PublicPageName }) {
  const { loaded, failed, reload } = usePublicPage(page);
  useEffect(() => {
    if (page === "tour") markTourSeen();
  }, [page]);
  return (
    <PublicLayout>
      {failed ? (
        <div className="page-message" role="alert">
          <p>
            <Trans>Unable to load page.</Trans>{" "}
            <button type="button" className="link-button" onClick={reload}>
              <Trans>Try again</Trans>
            </button>
          </p>
        </div>
      ) : loaded ? (
        <PageBody contents={loaded.contents} site={loaded.site} />
      ) : (
        <p className="page-loading" role="status" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
    </PublicLayout>
  );
}

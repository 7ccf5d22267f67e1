import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { usePageHeader } from "../../app/shell/page-header.ts";
import { useLanguage } from "../../app/shell/use-shell.ts";
import { NotFoundPage } from "../errors/not-found-page.tsx";
import { PageBody } from "./page-body.tsx";
import { PublicLayout } from "./public-layout.tsx";
import { publicPageMachineFor } from "./public-page-effects.ts";
import { PUBLIC_PAGE_TITLES } from "./public-page-titles.ts";
import { type PublicPageName, publicPageAt } from "#domain/public-pages/public-pages.ts";
import { markTourSeen } from "./tour-seen.ts";
import { usePublicPage } from "./use-public-page.ts";

/** /:publicPage: a page of the public information site (docs/product-spec.md, part 2), or the 404 page for an address it has not. */
export function PublicPage() {
  const page = publicPageAt(`/${useParams().publicPage ?? ""}`);
  return page ? <PublicPageOf key={page} page={page} /> : <NotFoundPage />;
}

/** One public page, its text in the reader's language (decision 030). */
function PublicPageOf({ page }: { page: PublicPageName }) {
  usePageHeader({ title: PUBLIC_PAGE_TITLES[page] });
  const { locale } = useLanguage();
  const { loaded, failed, reload } = usePublicPage(useActorRef(publicPageMachineFor(page), { input: { locale } }), locale);
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

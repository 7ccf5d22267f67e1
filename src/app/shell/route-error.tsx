import { Trans } from "@lingui/react/macro";

/** A page that failed to render or to load its code (spec part 2: 'Unable to load page. Try again'). */
export function RouteError() {
  return (
    <div className="page-message" role="alert">
      <p>
        <Trans>Unable to load page.</Trans>{" "}
        <a
          href={window.location.href}
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          <Trans>Try again</Trans>
        </a>
      </p>
    </div>
  );
}

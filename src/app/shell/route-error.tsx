import { Trans } from "@lingui/react/macro";
import { Component, type ReactNode } from "react";
import { type Location, useLocation } from "react-router-dom";

/** A page that failed to render or to load its code (docs/product-spec.md, part 2: 'Unable to load page. Try again'). */
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

interface BoundaryProps {
  /** Every navigation makes a new location: the error is forgotten, as the data router forgot it. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: Location;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Shows RouteError in place of what it wraps when that throws while rendering, a page's code
 * failing to download included (React.lazy throws it), until the address changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}

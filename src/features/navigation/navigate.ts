import { useEffect } from "react";
import { useNavigate } from "react-router-dom";

type Go = (path: string) => void;

let go: Go | undefined;
let waiting: string | undefined;

/**
 * Navigation for code outside React (API effects, the profile actor). Until the router is on the
 * page, the last address asked for waits and is followed once it is.
 */
export function navigate(path: string): void {
  if (go) go(path);
  else waiting = path;
}

/** The path of the page on screen (or being opened), for code outside React. */
export function currentPath(): string {
  return window.location.pathname;
}

/** Lends the router's navigate to code outside React; rendered once inside the router. */
export function NavigationBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    go = (path) => void routerNavigate(path);
    if (waiting !== undefined) {
      const path = waiting;
      waiting = undefined;
      go(path);
    }
    return () => {
      go = undefined;
    };
  }, [routerNavigate]);
  return null;
}

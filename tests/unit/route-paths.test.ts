import { describe, expect, it } from "vitest";
import { APP_ROUTE_PATHS, isAppAddress } from "#domain/route-paths.ts";
import { routes } from "../../src/app/router.tsx";

describe("the web app's addresses as the server knows them", () => {
  it("are the router's own, every one but the catch-all", () => {
    expect(routes.map((route) => route.path).filter((path) => path !== "*")).toEqual([...APP_ROUTE_PATHS]);
  });

  it("include each screen's address, with its parameters, trailing slash and case as the router takes them", () => {
    for (const address of [
      "/",
      "/app",
      "/APP/Profile",
      "/app/trips/12",
      "/app/trips/12/customs/",
      "/g/logbook/not-a-qr",
      "/print/qr/a/b/c",
      "/console",
      "/console/tracing/cases/3",
    ]) {
      expect(isAppAddress(address), address).toBe(true);
    }
  });

  it("include the public site's pages and no other one-segment address", () => {
    expect(isAppAddress("/faqs")).toBe(true);
    expect(isAppAddress("/privacy-statement")).toBe(true);
    expect(isAppAddress("/no-such-page")).toBe(false);
  });

  it("leave out addresses deeper or shallower than any pattern", () => {
    for (const address of ["/app/profile/extra", "/app/trips/1/2/3", "/g/logbook", "/print/qr/a/b", "/faqs/more"]) {
      expect(isAppAddress(address), address).toBe(false);
    }
  });
});

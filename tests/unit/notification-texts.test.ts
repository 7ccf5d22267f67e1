import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { NotificationItem } from "#domain/notifications.ts";
import { notificationPath } from "../../src/features/notifications/notification-path.ts";
import { notificationText } from "../../src/features/notifications/notification-texts.ts";

// The source (English) messages; other languages come from the catalogs, but dates follow the locale alone.
function reader(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  return i18n;
}
const english = reader("en");

describe("notification texts", () => {
  it("names the customs decision in the reader's words, or sends to the trip when it is unknown", () => {
    expect(notificationText({ kind: "customs_decision", params: { decision: "FOR_INSPECTION" } }, english)).toEqual({
      title: "Customs decided on your trip",
      body: "Your trip's status is now: For inspection.",
    });
    expect(notificationText({ kind: "customs_decision", params: { decision: "SOMETHING_NEW" } }, english).body).toBe("Open your trip to see the decision.");
  });

  it("tells where and when an exposure was and until when to stay home, with the days as the locale writes them", () => {
    const params = { place: "Garapan Seaside Cafe", day: "2026-11-20", until: "2026-12-04" };
    expect(notificationText({ kind: "exposure_warning", params }, english)).toEqual({
      title: "You may have been exposed",
      body: "A health official warns that you may have been exposed at Garapan Seaside Cafe on 20 Nov 2026. Please stay home until 4 Dec 2026.",
    });
    expect(notificationText({ kind: "exposure_warning", params }, reader("ja")).body).toContain("2026年11月20日");
    expect(notificationText({ kind: "exposure_warning", params: {} }, english).body).toBe("A health official warns that you may have been exposed.");
  });

  it("lists the agencies that looked at the data, leaving out names it does not know", () => {
    expect(notificationText({ kind: "data_access", params: { agencies: ["customs", "health", "someone"] } }, english)).toEqual({
      title: "An agency looked at your data",
      body: "Customs and Health officials looked at your data.",
    });
    expect(notificationText({ kind: "data_access", params: { agencies: [] } }, english).body).toBe("A government agency looked at your data.");
  });

  it("gives the day a trip expires, or sends to the trip when the day cannot be read", () => {
    expect(notificationText({ kind: "trip_expiring", params: { day: "2026-12-01" } }, english).body).toBe("Your trip expires on 1 Dec 2026.");
    expect(notificationText({ kind: "trip_expiring", params: { day: "soon" } }, english).body).toBe("Open your trip to see when it expires.");
  });
});

describe("where a notification leads", () => {
  const about = (kind: NotificationItem["kind"], subject_id: string | null) => notificationPath({ kind, subject_id });

  it("opens the trip, the home's exposure warning or the list of who looked at the data", () => {
    expect(about("customs_decision", "trip-1")).toBe("/app/trips/trip-1");
    expect(about("trip_expiring", "trip-2")).toBe("/app/trips/trip-2");
    expect(about("exposure_warning", "exposure-1")).toBe("/app");
    expect(about("data_access", null)).toBe("/app/profile#data-access");
    expect(about("customs_decision", null)).toBeUndefined();
  });
});

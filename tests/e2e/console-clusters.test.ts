import { describe, expect, it } from "vitest";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { raiseClusterAlerts } from "../../server/tracing/cluster-detection.ts";
import { createBranch } from "../api/logbook-support.ts";
import { insertCase, insertContact } from "../support/tracing.ts";
import { insertPersonVisit } from "../support/tracing-visits.ts";
import { staffDesk, startConsoleServer } from "./support/console-staff.ts";
import { expectFitsThePhone, snap } from "./support/traveller.ts";
import { serverAndChromium } from "./support/phone-session.ts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;
const CAFE = { name: "Garapan Corner Cafe", branch: "Beach Road" };

describe("cluster alerts in Chromium", () => {
  const session = serverAndChromium(startConsoleServer);

  /** Two guests at one café two days ago, both open cases since, each with a contact list; the detection job's run. */
  async function plantCluster(officialId: string): Promise<void> {
    const { db, stores } = session.server.database;
    const cafe = await createBranch(db, CAFE);
    const at = Date.now() - 2 * DAY_MS;
    const today = commonwealthDay(new Date());
    const onset = commonwealthDay(new Date(at + DAY_MS));
    const guest = async (mobile: string, first: string, last: string, offsetMs: number) => {
      const personKey = `mobile:${mobile}/${first} ${last}`;
      await insertPersonVisit(
        db,
        { branchId: cafe.id, personKey, startedAt: new Date(at + offsetMs).toISOString(), endsAt: new Date(at + offsetMs + 3_600_000).toISOString() },
        { first_name: first, last_name: last, mobile_number: mobile },
      );
      return insertCase(stores.health, {
        person_key: personKey,
        full_name: `${first} ${last}`,
        mobile_number: mobile,
        opened_by: officialId,
        onset_date: onset,
        opened_on: today,
      });
    };
    const first = await guest("16702870001", "MARIA", "TAITANO", 0);
    const second = await guest("16702870002", "JOSE", "DELEON", 30 * 60_000);
    const exposure = new Date(at + 15 * 60_000).toISOString();
    const place = `${CAFE.name} — ${CAFE.branch}`;
    await insertContact(stores.health, {
      case_id: first,
      person_key: "mobile:16702870010/LINA AGUON",
      full_name: "LINA AGUON",
      mobile_number: "16702870010",
      exposure_start: exposure,
      place,
    });
    await insertContact(stores.health, {
      case_id: second,
      person_key: "mobile:16702870010/LINA AGUON",
      full_name: "LINA AGUON",
      mobile_number: "16702870010",
      exposure_start: exposure,
      place,
    });
    await insertContact(stores.health, {
      case_id: second,
      person_key: "mobile:16702870011/PEDRO SN",
      full_name: "PEDRO SN",
      mobile_number: "16702870011",
      exposure_start: exposure,
      place,
    });
    expect(await raiseClusterAlerts(db, stores.health, new Date())).toMatchObject({ raised: 1 });
  }

  it("a planted cluster of two cases at one café raises one alert on the tracing home; opening it shows the combined contact list; dismissed, it is gone", async () => {
    const { page, staffId } = await staffDesk(session.browser, session.server, ["health_official"]);
    await plantCluster(staffId);
    await page.goto("/console/tracing");
    const clusters = page.getByRole("region", { name: "Clusters" });
    const alerts = clusters.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect.poll(() => alerts.count()).toBe(1);
    const alert = alerts.first();
    await alert.getByRole("heading", { name: `${CAFE.name} — ${CAFE.branch}` }).waitFor();
    await alert.getByRole("link", { name: "MARIA TAITANO" }).waitFor();
    await alert.getByRole("link", { name: "JOSE DELEON" }).waitFor();
    await alert.getByText("People: 2 · Days: 1").waitFor();
    // The curve of every open case, with its table for screen readers.
    await clusters.getByRole("figure", { name: /Epi curve of all open cases/ }).waitFor();
    await snap(page, "console-clusters-home-desktop");

    await alert.getByRole("button", { name: "Open the combined contact list" }).click();
    const list = page.getByRole("region", { name: `Combined contact list: ${CAFE.name} — ${CAFE.branch}` });
    const table = list.getByRole("table", { name: /people, each once/ });
    await table.waitFor();
    expect(await table.getByRole("rowheader").allTextContents()).toEqual(["LINA AGUON", "PEDRO SN"]);
    const shared = table.getByRole("row", { name: /LINA AGUON/ });
    expect(await shared.getByRole("link").allTextContents()).toEqual(["JOSE DELEON", "MARIA TAITANO"]);
    await list.getByRole("figure", { name: /Epi curve of this cluster/ }).waitFor();
    await snap(page, "console-clusters-contacts-desktop");
    await page.setViewportSize(PHONE);
    await snap(page, "console-clusters-contacts-phone");
    await expectFitsThePhone(page);

    // Dismissed with a reason, the alert leaves the list.
    await page.setViewportSize(DESKTOP);
    await alert.getByRole("button", { name: "Dismiss…" }).click();
    await alert.getByLabel("Why is this not a cluster?").fill("One household, infected at home");
    await snap(page, "console-clusters-dismiss-desktop");
    await alert.getByRole("button", { name: "Dismiss the alert" }).click();
    await clusters.getByText("No cluster found: no two open cases were at one branch while infectious.").waitFor();
    expect(await session.server.database.stores.health.selectFrom("cluster_alerts").select(["state", "dismissal_reason"]).execute()).toEqual([
      { state: "dismissed", dismissal_reason: "One household, infected at home" },
    ]);

    const audit = await session.server.database.db
      .selectFrom("audit_events")
      .select("action")
      .where("staff_id", "=", staffId)
      .where("action", "like", "tracing.cluster%")
      .orderBy("seq")
      .execute();
    // The list, then the alert opened and its contacts (asked for together).
    expect(audit.map((row) => row.action).sort()).toEqual([
      "tracing.cluster.contacts",
      "tracing.cluster.dismiss",
      "tracing.cluster.open",
      "tracing.clusters.list",
    ]);
  });
});

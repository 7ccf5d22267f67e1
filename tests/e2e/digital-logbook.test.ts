import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createStaff } from "../support/staff.ts";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { writeQrPhoto, writeQrVideo } from "./support/qr-video.ts";
import { call, expectFitsThePhone, openSignedIn, snap, toast, travellerWithProfile } from "./support/traveller.ts";

const ALLOWED_MESSAGE = "Welcome! Please wear mask, wash your hands and maintain social distancing! Stay safe!";

describe("signed-in digital logbook in Chromium", () => {
  let server: AppServer;
  let fixtures: string;
  let checkInUrl: string;
  let branchName: string;
  let purpose: string;

  beforeAll(async () => {
    server = await startAppServer(inject("webBuild"));
    fixtures = mkdtempSync(path.join(tmpdir(), "logbook-e2e-"));
    const branch = await server.database.db.selectFrom("establishments").select(["id", "name"]).orderBy("created_at").executeTakeFirstOrThrow();
    checkInUrl = `${server.url}/g/logbook/${branch.id}`;
    branchName = branch.name;
    const purposes = await call(server, "GET", "/api/v1/purpose");
    purpose = (purposes.body.data as string[])[0] ?? "";
  });
  afterAll(async () => {
    await server.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  describe("with the printed check-in QR in front of the camera", () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      const video = path.join(fixtures, "check-in-qr.y4m");
      writeQrVideo(video, checkInUrl);
      browser = await launchBrowser({ fakeCameraFile: video });
      context = await newPhoneContext(browser, server.url, { permissions: ["camera"] });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context.close();
      await browser.close();
    });

    async function scanThePlace(): Promise<void> {
      await page.getByRole("link", { name: "Scan QR Code" }).click();
      await page.waitForURL("**/digital-logbook/scan");
      await page.getByText("You are about to enter").waitFor({ timeout: 20_000 });
      await page.getByRole("heading", { name: branchName }).waitFor();
    }

    async function startVisit(): Promise<void> {
      await page.getByLabel("Purpose of the visit").selectOption(purpose);
      await page.getByRole("button", { name: "Start" }).click();
    }

    it("checks in by the camera, sees ALLOWED and the open visit, checks out; after reporting a symptom a refused check-in shows 'Entry not allowed' on the logbook home, never Check out", async () => {
      const token = await travellerWithProfile(server, "rosa.camacho@example.com", { name: "Rosa", last_name: "Camacho" });
      await openSignedIn(page, token, "/digital-logbook");
      await page.getByRole("heading", { name: "Recent visits" }).waitFor();
      await page.getByText("No visits yet.").waitFor();
      await page.getByRole("img", { name: "My QR code" }).waitFor();
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-home-en");

      await scanThePlace();
      await expectFitsThePhone(page);
      await page.getByRole("button", { name: "Start" }).click();
      await page.getByRole("alert").filter({ hasText: "Please select purpose." }).waitFor();
      await snap(page, "digital-logbook-purpose-missing-en");
      await startVisit();
      await page.getByRole("heading", { name: "ALLOWED" }).waitFor();
      await page.getByText(ALLOWED_MESSAGE).waitFor();
      await snap(page, "digital-logbook-allowed-en");

      await page.getByRole("button", { name: "Back to Digital Logbook" }).click();
      await page.waitForURL(/\/digital-logbook$/);
      const openVisit = page.getByRole("region", { name: "You are checked in" });
      await openVisit.getByText(branchName, { exact: false }).waitFor();
      await openVisit.getByText(/^Since .+, ends at .+$/).waitFor();
      await snap(page, "digital-logbook-open-visit-en");
      // A check-out that does not reach the server leaves the visit shown as open, to be tried again.
      await context.setOffline(true);
      await openVisit.getByRole("button", { name: "Check out" }).click();
      await openVisit.getByText("Check-out failed. You are still checked in.").waitFor();
      await snap(page, "digital-logbook-check-out-failed-en");
      await context.setOffline(false);
      await openVisit.getByRole("button", { name: "Check out" }).click();
      await toast(page, "You have checked out.").waitFor();
      await openVisit.waitFor({ state: "detached" });
      const recent = page.getByRole("region", { name: "Recent visits" });
      await recent.getByText(branchName, { exact: false }).waitFor();

      await page.getByRole("link", { name: "Report symptoms" }).click();
      await page.waitForURL("**/digital-logbook/symptoms");
      await page.getByRole("heading", { name: "Symptoms", exact: true }).waitFor();
      await page.getByText("Do you experience any of the following?").waitFor();
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("alert").filter({ hasText: "Please select atleast 1" }).waitFor();
      const firstSymptom = page.locator(".symptom-checklist input[type=checkbox]").first();
      await firstSymptom.check();
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-symptoms-en");
      await page.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL(/\/digital-logbook$/);
      await toast(page, "Your symptoms have been reported.").waitFor();

      await scanThePlace();
      await startVisit();
      await page.getByRole("heading", { name: "Entry not allowed" }).waitFor();
      await page.getByText("do not allow entry right now", { exact: false }).waitFor();
      expect(await page.getByText(ALLOWED_MESSAGE).count()).toBe(0);
      await snap(page, "digital-logbook-not-allowed-en");
      await page.getByRole("button", { name: "Back to Digital Logbook" }).click();
      await page.waitForURL(/\/digital-logbook$/);
      // The door's answer is the truth: the refused check-in is told as refused, with what to do and no Check out; it stays on record for tracing.
      const refusedVisit = page.getByRole("region", { name: "Entry not allowed" });
      await refusedVisit.getByText(branchName, { exact: false }).waitFor();
      await refusedVisit.getByText("speak to the staff at the door", { exact: false }).waitFor();
      expect(await page.getByText("You are checked in").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Check out" }).count()).toBe(0);
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-refused-en");
      const visits = await server.database.db.selectFrom("visits").select("access_status").where("end_reason", "=", "duration").execute();
      expect(visits.map((visit) => visit.access_status)).toContain("NOT_ALLOWED");
      await openSignedIn(page, token, "/app", { lang: "ja" });
      await page.getByText("入場できません", { exact: false }).first().waitFor();
      expect(await page.getByRole("button", { name: "チェックアウト" }).count()).toBe(0);
      await snap(page, "home-refused-ja");
    });
  });

  it("says so when the camera is refused and offers the photo and typed-code fallbacks", async () => {
    const video = path.join(fixtures, "refused-camera.y4m");
    writeQrVideo(video, checkInUrl);
    const browser = await launchBrowser({ fakeCameraFile: video });
    try {
      // No camera permission granted: the browser refuses the camera as a reader who said no.
      const context = await newPhoneContext(browser, server.url);
      const page = await context.newPage();
      const token = await travellerWithProfile(server, "ben.reyes@example.com", { name: "Ben", last_name: "Reyes" });
      await openSignedIn(page, token, "/digital-logbook/scan", { lang: "ko" });
      await page.getByText("카메라 접근이 허용되지 않았습니다.").waitFor();
      await page.getByRole("button", { name: "사진 선택" }).waitFor();
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-camera-refused-ko");
      await page.getByRole("button", { name: "코드 입력하기" }).click();
      await page.getByRole("textbox", { name: "QR 코드" }).waitFor();
    } finally {
      await browser.close();
    }
  });

  describe("without a usable camera", () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let traveller: string;

    beforeAll(async () => {
      browser = await launchBrowser();
      traveller = await travellerWithProfile(server, "maria.santos@example.com", {
        name: "Maria",
        middle_name: "Cruz",
        last_name: "Santos",
        company_name: "Island Dive Shop",
        region_code: "CNMI",
        province_code: "SPN",
        municipality_code: "69110",
        barangay_code: "SPN-GARAPAN",
      });
    });
    afterAll(() => browser.close());

    it("offers the photo and typed-code fallbacks, and a typed check-in link finds the place", async () => {
      context = await newPhoneContext(browser, server.url);
      page = await context.newPage();
      await openSignedIn(page, traveller, "/digital-logbook/scan");
      await page.getByText("You can choose a photo of the QR code or type its code instead.").waitFor();
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-no-camera-en");

      await page.getByRole("button", { name: "Type the code" }).click();
      await page.getByRole("textbox", { name: "QR code" }).fill("not-a-code");
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByText("QR Code not found! Please make sure that you are using a valid QR code of the product").waitFor();
      await page.getByRole("button", { name: "Scan again" }).click();
      await page.getByRole("button", { name: "Type code" }).click();
      await page.getByRole("textbox", { name: "QR code" }).fill(checkInUrl);
      await page.getByRole("button", { name: "Look up" }).click();
      await page.getByRole("heading", { name: branchName }).waitFor();
      await context.close();
    });

    it("lets a front-liner verify a traveller's QR from a photo and shows only name, company, municipality and status (Japanese)", async () => {
      const staffEmail = "frontliner.taga@example.com";
      const staff = await travellerWithProfile(server, staffEmail, { name: "Jose", last_name: "Taga" });
      // An admin gave her work e-mail the front_liner role in the console (the console's own tests cover how).
      await createStaff(server.database.db, ["front_liner"], { email: staffEmail });
      // Health staff recorded her as a suspected case; the front-liner sees that status, in its colour.
      await server.database.db.updateTable("users").set({ case_status: "0002" }).where("email", "=", "maria.santos@example.com").execute();
      const qr = await call(server, "GET", "/api/v1/me/logbook-qr", undefined, traveller);
      const photo = path.join(fixtures, "traveller-qr.png");
      await writeQrPhoto(photo, (qr.body.data as { qr_value: string }).qr_value);

      context = await newPhoneContext(browser, server.url);
      page = await context.newPage();
      await openSignedIn(page, staff, "/digital-logbook/scan", { lang: "ja" });
      await page.getByRole("radio", { name: "QRを確認" }).click();
      await page.getByRole("button", { name: "写真", exact: true }).click();
      await snap(page, "digital-logbook-front-liner-photo-ja");
      await page.getByLabel("写真を選択").setInputFiles(photo);
      const result = page.getByRole("region", { name: "MARIA CRUZ SANTOS" });
      await result.waitFor();
      await result.getByText("Island Dive Shop").waitFor();
      await result.getByText("Saipan").waitFor();
      expect(await result.locator("dt").allTextContents()).toEqual(["会社", "自治体", "ステータス"]);
      const status = result.locator(".status-badge");
      expect(await status.textContent()).toBe("感染の疑い");
      expect(await status.evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe("rgb(161, 92, 0)");
      const shown = await page.locator("main, body").first().innerText();
      for (const hidden of ["1990", "Garapan", "GARAPAN", "maria.santos"]) expect(shown).not.toContain(hidden);
      await expectFitsThePhone(page);
      await snap(page, "digital-logbook-front-liner-ja");

      await page.getByRole("button", { name: "次をスキャン" }).click();
      await page.getByRole("radio", { name: "QRを確認" }).waitFor();
      await page.goto("/digital-logbook");
      await page.getByRole("heading", { name: "マイQR" }).waitFor();
      await page.getByRole("heading", { name: "最近の訪問" }).waitFor();
      await snap(page, "digital-logbook-home-ja");
      await context.close();
    });

    it("takes a signed-in traveller who opens a printed check-in address straight to the place, without the camera", async () => {
      context = await newPhoneContext(browser, server.url);
      page = await context.newPage();
      await openSignedIn(page, traveller, new URL(checkInUrl).pathname);
      await page.waitForURL("**/digital-logbook/scan");
      await page.getByText("You are about to enter").waitFor();
      await page.getByRole("heading", { name: branchName }).waitFor();
      expect(await page.getByRole("button", { name: "Camera" }).count()).toBe(0);
      await context.close();
    });

    it("sends a visitor who is not signed in to /app", async () => {
      context = await newPhoneContext(browser, server.url);
      page = await context.newPage();
      await page.goto("/digital-logbook");
      await page.waitForURL(/\/app$/);
      await context.close();
    });
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { launchBrowser, newPhoneContext } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { writeQrVideo } from "./support/qr-video.ts";
import { TRAVEL_TYPE_ANSWERS } from "./support/trip-forms.ts";
import { call, dayFromToday, expectFitsThePhone, openSignedIn, snap, toast, travellerWithProfile } from "./support/traveller.ts";

/** The ids of the three name fields, in the order the form asks them. */
const nameOrder = (page: Page) => page.evaluate(() => [...document.querySelectorAll("#name, #middle_name, #last_name")].map((input) => input.id));

/** What a country select offers: its options' texts, in order. */
const countryTexts = (page: Page) => page.locator("#passport_country option").allTextContents();

describe("reference data people recognise, in Chromium on a phone", () => {
  const phone = phoneForEachTest();

  it("a Japanese traveller sees the countries in Japanese, the spec's seven first, picks one by name, and is asked the family name first", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "haruka.ito@example.com", { name: "Haruka", last_name: "Ito" });
    await openSignedIn(page, token, "/app/profile", { lang: "ja" });
    await page.locator("#passport_country").waitFor();

    const texts = await countryTexts(page);
    expect(texts.slice(0, 8)).toEqual([
      "選択してください…",
      "中華人民共和国",
      "日本",
      "朝鮮民主主義人民共和国",
      "大韓民国",
      "北マリアナ諸島",
      "フィリピン",
      "アメリカ合衆国",
    ]);
    // Then every other country, by its Japanese name, each once.
    const rest = texts.slice(9);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("ja").compare));
    expect(texts.length).toBe(1 + 250 + 1);
    expect(rest).toContain("フランス");
    expect(rest).not.toContain("日本");

    expect(await nameOrder(page)).toEqual(["last_name", "name", "middle_name"]);
    await expectFitsThePhone(page);
    await snap(page, "reference-data-profile-ja");

    await page.locator("#passport_country").selectOption({ label: "フランス" });
    await page.locator("#name").fill("haruka");

    // Switched to English before saving: the names follow, what was chosen and typed stays.
    await page.locator(".language-button").click();
    await page.getByRole("dialog").getByRole("button", { name: "English" }).click();
    await expect.poll(async () => (await countryTexts(page)).slice(1, 3)).toEqual(["People's Republic of China", "Japan"]);
    expect(await page.locator("#passport_country").inputValue()).toBe("FR");
    expect(await page.locator("#passport_country option:checked").textContent()).toBe("France");
    expect(await page.locator("#name").inputValue()).toBe("haruka");
    expect(await nameOrder(page)).toEqual(["name", "middle_name", "last_name"]);
    await snap(page, "reference-data-profile-en");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Saved!").waitFor();
    const profile = await call(server, "GET", "/api/v1/me/profile", undefined, token);
    expect(JSON.stringify(profile.body)).toContain('"passport_country":"FR"');
  });

  it.each(["DOMESTIC", "INTERNATIONAL"] as const)("the two travel questions start a %s trip", async (travelType) => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, `travel.${travelType.toLowerCase()}@example.com`, { name: "Lina", last_name: "Sablan" });
    await openSignedIn(page, token, "/app/trips/new");
    await page.getByRole("group", { name: /Are you a US citizen or a resident of the commonwealth\?/ }).waitFor();
    await page.getByRole("button", { name: "Start declaration" }).click();
    await page.getByRole("alert").first().waitFor();
    // Each unanswered question says so at its own answers.
    expect(await page.locator("#citizenship-error, #origin-error").count()).toBe(2);

    const { citizenship, origin } = TRAVEL_TYPE_ANSWERS[travelType];
    // The whole card is the answer: a click on its text chooses it.
    await page.locator(`label[for="citizenship-${citizenship}"]`).click();
    await page.locator(`label[for="origin-${origin}"]`).click();
    expect(await page.locator(`#origin-${origin}`).isChecked()).toBe(true);
    await page.getByLabel("Date of arrival").fill(dayFromToday(2));
    await expectFitsThePhone(page);
    await snap(page, `reference-data-travel-questions-${travelType.toLowerCase()}-en`);
    await page.getByRole("button", { name: "Start declaration" }).click();
    await page.waitForURL(/\/app\/trips\/[^/]+\/survey$/);

    const trips = await call(server, "GET", "/api/v1/visit-histories", undefined, token);
    const [trip] = trips.body.data as { attributes: { travel_type: string; is_domestic: boolean } }[];
    expect(trip?.attributes).toMatchObject({ travel_type: travelType, is_domestic: travelType === "DOMESTIC" });
  });

  it("the travel questions in Japanese", async () => {
    const { server, page } = phone;
    const token = await travellerWithProfile(server, "travel.ja@example.com", { name: "Haruka", last_name: "Ito" });
    await openSignedIn(page, token, "/app/trips/new", { lang: "ja" });
    await page.getByRole("group", { name: /どこから渡航しますか/ }).waitFor();
    await page.locator('label[for="origin-COMMONWEALTH"]').click();
    await expectFitsThePhone(page);
    await snap(page, "reference-data-travel-questions-ja");
  });

  it("a guest checking in in Japanese sees the purposes and the symptoms in Japanese", async () => {
    const { server, page } = phone;
    const branch = await server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow();
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "ja"));
    const scripts: string[] = [];
    const noteScript = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    };
    page.on("response", noteScript);
    await page.goto(`/g/logbook/${branch.id}`);
    await page.getByRole("button", { name: "ゲストとして続ける", exact: true }).click();

    const purpose = page.getByRole("combobox", { name: /^訪問目的/ });
    await expect.poll(() => purpose.locator("option").allTextContents()).toEqual(expect.arrayContaining(["商用", "観光"]));
    // The guest form asks the family name first in Japanese too.
    expect(await nameOrder(page)).toEqual(["last_name", "name", "middle_name"]);
    await page.locator("#last_name").fill("ito");
    await page.locator("#name").fill("haruka");
    await page.getByRole("textbox", { name: /^年齢/ }).fill("34");
    await page.getByRole("combobox", { name: /^性別/ }).selectOption("FEMALE");
    await page.locator("#mobile_number").fill("670-234-5678");
    await purpose.selectOption({ label: "観光" });
    await snap(page, "reference-data-guest-details-ja");
    await page.getByRole("button", { name: "次へ" }).click();

    await page.getByText("次のいずれかの症状がありますか？").waitFor();
    for (const symptom of ["発熱", "乾いた咳", "倦怠感", "頭痛", "呼吸困難または息切れ"]) await page.getByLabel(symptom, { exact: true }).waitFor();
    expect(await page.getByText("Fever", { exact: true }).count()).toBe(0);
    await expectFitsThePhone(page);
    await snap(page, "reference-data-guest-symptoms-ja");
    // The country names are for pages with a country select: the guest check-in never downloads them.
    // Read again from the server once the page is done: the browser may have let go of a body it no longer needs.
    page.off("response", noteScript);
    const downloaded = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(downloaded.length).toBeGreaterThan(3);
    expect(downloaded.filter((script) => script.includes("アフガニスタン") || script.includes("Afghanistan"))).toEqual([]);
  });
});

describe("the signed-in logbook's scan page in Japanese, with a place's QR in front of the camera", () => {
  let server: AppServer;
  let browser: Browser;
  let fixtures: string;

  beforeAll(async () => {
    server = await startAppServer(inject("webBuild"));
    fixtures = mkdtempSync(path.join(tmpdir(), "reference-data-e2e-"));
    const branch = await server.database.db.selectFrom("establishments").select("id").orderBy("created_at").executeTakeFirstOrThrow();
    const video = path.join(fixtures, "check-in-qr.y4m");
    writeQrVideo(video, `${server.url}/g/logbook/${branch.id}`);
    browser = await launchBrowser({ fakeCameraFile: video });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it("offers the purposes of the visit in Japanese, and the visit stores the purpose as the API knows it", async () => {
    const context = await newPhoneContext(browser, server.url, { permissions: ["camera"] });
    const page = await context.newPage();
    const token = await travellerWithProfile(server, "scan.ja@example.com", { name: "Haruka", last_name: "Ito" });
    await openSignedIn(page, token, "/digital-logbook/scan", { lang: "ja" });
    const purpose = page.locator("#visit-purpose");
    await expect.poll(() => purpose.locator("option").allTextContents(), { timeout: 20_000 }).toEqual(expect.arrayContaining(["商用", "観光"]));
    expect(await purpose.locator("option").allTextContents()).not.toContain("Business");
    await purpose.selectOption({ label: "商用" });
    expect(await purpose.inputValue()).toBe("Business");
    await snap(page, "reference-data-scan-purpose-ja");
    await context.close();
  });
});

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { screensOverflow } from "./support/text-fit.ts";

/** The phone field's regions as a reader sees them: group labels and option texts, in order. */
function regionList(page: Page) {
  return page.locator("#mobile_number-region").evaluate((select) =>
    [...select.querySelectorAll("optgroup")].map((group) => ({
      label: group.label,
      options: [...group.querySelectorAll("option")].map((option) => option.text),
    })),
  );
}

async function openGuestForm(page: Page, branchId: string, language: { button: string; title: string; guest: string }) {
  await page.goto(`/g/logbook/${branchId}`);
  await page.locator(".language-button").click();
  await page.getByRole("dialog").getByRole("button", { name: language.button }).click();
  await page.locator(".header-title").filter({ hasText: language.title }).waitFor();
  await page.getByRole("button", { name: language.guest }).click();
  await page.locator("#mobile_number-region").waitFor();
}

describe("the guest form's phone field offers every country (decision 019)", () => {
  const phone = phoneForEachTest();
  let branchId: string;

  beforeAll(async () => {
    branchId = (await phone.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow()).id;
  });

  it("in Japanese: the Northern Mariana Islands first, every region named in Japanese, a region picked by its name", async () => {
    const { page } = phone;
    await openGuestForm(page, branchId, { button: "日本語", title: "ゲスト利用", guest: "ゲストとして続ける" });
    const region = page.locator("#mobile_number-region");

    const [frequent, rest] = await regionList(page);
    // Two groups, each labelled.
    expect(frequent?.label).toBeTruthy();
    expect(rest?.label).toBeTruthy();
    expect(frequent?.options[0]).toBe("北マリアナ諸島 (+1)");
    expect(frequent?.options).toEqual(expect.arrayContaining(["台湾 (+886)", "日本 (+81)", "オーストラリア (+61)", "ロシア (+7)"]));
    expect(rest?.options).toEqual(expect.arrayContaining(["ドイツ (+49)", "フランス (+33)", "イギリス (+44)"]));
    expect((frequent?.options.length ?? 0) + (rest?.options.length ?? 0)).toBeGreaterThan(240);
    // Sorted as Japanese sorts, after the commonwealth.
    const collator = new Intl.Collator("ja");
    const names = (options: string[] | undefined) => (options ?? []).map((text) => text.replace(/ \(\+\d+\)$/, ""));
    expect(names(rest?.options)).toEqual([...names(rest?.options)].sort(collator.compare));
    // The default region stays the United States (docs/product-spec.md, part 5), shown with its code before the number.
    expect(await region.inputValue()).toBe("US");
    expect(await page.locator(".phone-dial-code").textContent()).toBe("+1");

    await region.selectOption({ label: "台湾 (+886)" });
    expect(await region.inputValue()).toBe("TW");
    expect(await region.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe("台湾 (+886)");
    expect(await page.locator(".phone-dial-code").textContent()).toBe("+886");
    await page.locator("#mobile_number").pressSequentially("0912345678");
    expect(await page.locator("#mobile_number").getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText("無効", { exact: true }).count()).toBe(0);
    await page.locator("#mobile_number").fill("91234");
    expect(await page.getByText("無効", { exact: true }).isVisible()).toBe(true);
    await page.locator("#mobile_number").fill("912345678");

    expect(await screensOverflow(page)).toEqual([]);
    await page.locator("#mobile_number").scrollIntoViewIfNeeded();
    await screenshot(page, "phone-regions-ja-field", { fullPage: false, animations: "disabled", clip: await fieldClip(page) });
  });

  it("in English: a European number in the chosen region, and the Philippines' mask kept", async () => {
    const { page } = phone;
    await openGuestForm(page, branchId, { button: "English", title: "Continue As Guest", guest: "Continue as Guest" });
    const region = page.locator("#mobile_number-region");
    const [frequent] = await regionList(page);
    expect(frequent?.options[0]).toBe("Northern Mariana Islands (+1)");

    await region.selectOption({ label: "Germany (+49)" });
    await page.locator("#mobile_number").pressSequentially("015123456789");
    expect(await page.getByText("INVALID", { exact: true }).count()).toBe(0);
    await region.selectOption("PH");
    await page.locator("#mobile_number").fill("");
    await page.locator("#mobile_number").pressSequentially("9171234567");
    expect(await page.locator("#mobile_number").inputValue()).toBe("917-123-4567");
    expect(await page.locator(".phone-dial-code").textContent()).toBe("+63");
    await region.selectOption("MP");
    await page.locator("#mobile_number").fill("6702345678");
    expect(await screensOverflow(page)).toEqual([]);
    await screenshot(page, "phone-regions-en-field", { fullPage: false, animations: "disabled", clip: await fieldClip(page) });
  });

  it("a visitor from Taiwan checks in with their own number, and finds it again in the form next time", async () => {
    const { page, server } = phone;
    await openGuestForm(page, branchId, { button: "English", title: "Continue As Guest", guest: "Continue as Guest" });
    await page.locator("#name").fill("mei");
    await page.locator("#last_name").fill("lin");
    await page.locator("#age").fill("29");
    await page.locator("#gender").selectOption("FEMALE");
    await page.locator("#mobile_number-region").selectOption({ label: "Taiwan (+886)" });
    await page.locator("#mobile_number").fill("0912 345 678");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByLabel("None of the above").check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByText("Thank you for checking in!").waitFor();
    const visits = await server.database.db.selectFrom("visits").select(["mobile_number", "person_key"]).where("first_name", "=", "MEI").execute();
    expect(visits).toEqual([{ mobile_number: "+886912345678", person_key: "mobile:886912345678/MEI LIN" }]);

    // The next door: the remembered details show the number, and Edit puts it back in the field as Taiwan's.
    await page.goto(`/g/logbook/${branchId}`);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    const card = page.locator(".remembered-guest");
    await card.getByRole("heading", { name: "Check in as MEI LIN" }).waitFor();
    expect(await card.getByText("+886 912345678").count()).toBe(1);
    await card.getByRole("button", { name: "Edit" }).click();
    await page.locator("#mobile_number").waitFor();
    expect(await page.locator("#mobile_number-region").inputValue()).toBe("TW");
    expect(await page.locator("#mobile_number").inputValue()).toBe("912345678");
  });
});

/** The phone field with its label, and some room around it. */
async function fieldClip(page: Page) {
  const box = await page.locator(".form-field", { has: page.locator("#mobile_number") }).boundingBox();
  if (!box) throw new Error("The phone field is not shown");
  return { x: 0, y: Math.max(0, box.y - 16), width: 390, height: box.height + 32 };
}

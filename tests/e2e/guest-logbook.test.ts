import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { dialog, openSignedIn, signInAsGuest } from "./support/traveller.ts";

/** The texts the guest sees, as the catalogs give them. */
const TEXTS = {
  en: {
    language: "English",
    title: "Continue As Guest",
    welcomeTitle: "Welcome",
    welcomeToast: "Welcome!",
    aboutToEnter: "You are about to enter",
    terms: "terms of use and privacy notice",
    close: "Close",
    guest: "Continue as Guest",
    webApp: "Continue with Web App",
    firstName: "First name",
    lastName: "Last name",
    age: "Age",
    gender: "Gender",
    female: "Female",
    mobile: "Mobile number",
    email: "Email",
    purpose: "Purpose",
    required: "Required",
    invalidEmail: "Invalid Email",
    invalidPhone: "Mobile Phones is Invalid",
    next: "Next",
    clear: "Clear",
    clearQuestion: "Are you sure you want to clear?",
    exitQuestion: "Are you sure you want to exit in this form?",
    confirm: "Confirm",
    cancel: "Cancel",
    edit: "Edit",
    back: "Back",
    submit: "Submit",
    question: "Do you experience any of the following?",
    warning: "Please select atleast 1",
    noneOfTheAbove: "None of the above",
    thanks: "Thank you for checking in!",
    refused: "Entry not allowed",
    checkOut: "Check out",
    checkedOut: "You have checked out. Thank you!",
    invalidQr: "Invalid QR Code",
    checkInAs: (name: string) => `Check in as ${name}`,
  },
  ja: {
    language: "日本語",
    title: "ゲスト利用",
    welcomeTitle: "ようこそ",
    welcomeToast: "ようこそ！",
    aboutToEnter: "これから入場します",
    terms: "利用規約およびプライバシー通知",
    close: "閉じる",
    guest: "ゲストとして続ける",
    webApp: "ウェブアプリで続ける",
    firstName: "名",
    lastName: "姓",
    age: "年齢",
    gender: "性別",
    female: "女性",
    mobile: "携帯電話番号",
    email: "メールアドレス",
    purpose: "訪問目的",
    required: "必須",
    invalidEmail: "メールアドレスが無効です",
    invalidPhone: "携帯電話番号が無効です",
    next: "次へ",
    clear: "クリア",
    clearQuestion: "入力内容を消去してもよろしいですか？",
    exitQuestion: "このフォームを終了してもよろしいですか？",
    confirm: "確認",
    cancel: "キャンセル",
    edit: "編集",
    back: "戻る",
    submit: "送信",
    question: "次のいずれかの症状がありますか？",
    warning: "少なくとも1つ選択してください",
    noneOfTheAbove: "いずれにも該当しない",
    thanks: "チェックインありがとうございます！",
    refused: "入場できません",
    checkOut: "チェックアウト",
    checkedOut: "チェックアウトしました。ありがとうございました！",
    invalidQr: "無効なQRコードです",
    checkInAs: (name: string) => `${name}としてチェックイン`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The whole page, or with a dialog open what the phone's screen shows. */
async function shot(page: Page, name: string): Promise<void> {
  const fullPage = (await page.locator(".modal-backdrop").count()) === 0;
  await screenshot(page, `guest-logbook-${name}`, { fullPage, animations: "disabled" });
}

const heading = (page: Page) => page.locator(".header-title");

describe("guest logbook in Chromium", () => {
  let clients = 0;
  const phone = phoneForEachTest(() => {
    clients += 1;
    return { extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clients}` } };
  });
  let branchUuid: string;

  beforeAll(async () => {
    const demo = await phone.server.database.db.selectFrom("establishments").select("id").executeTakeFirstOrThrow();
    branchUuid = demo.id;
  });

  async function chooseLanguage(text: Texts) {
    await phone.page.locator(".language-button").click();
    await phone.page.getByRole("dialog").getByRole("button", { name: text.language }).click();
    await heading(phone.page).filter({ hasText: text.title }).waitFor();
  }

  async function fillDetails(text: Texts, details: { first: string; last: string; email: string }) {
    await phone.page.getByLabel(text.firstName, { exact: false }).first().fill(details.first);
    await phone.page.getByRole("textbox", { name: new RegExp(`^${text.lastName}`) }).fill(details.last);
    await phone.page.getByRole("textbox", { name: new RegExp(`^${text.age}`) }).fill("34");
    await phone.page.getByRole("combobox", { name: new RegExp(`^${text.gender}`) }).selectOption("FEMALE");
    await phone.page.locator("#mobile_number").fill("670-234-5678");
    await phone.page.getByRole("textbox", { name: new RegExp(`^${text.email}`) }).fill(details.email);
    await phone.page.getByRole("combobox", { name: new RegExp(`^${text.purpose}`) }).selectOption("Business");
  }

  async function visitsOf(firstName: string) {
    return phone.server.database.db.selectFrom("visits").selectAll().where("first_name", "=", firstName).execute();
  }

  it("a new guest checks in in English: terms, validation, back and clear questions, symptom warning, entry refused for the symptom, with nothing to check out", async () => {
    const { page } = phone;
    const text = TEXTS.en;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByText(text.aboutToEnter).waitFor();
    expect(await page.getByRole("heading", { name: "Garapan Seaside Cafe" }).isVisible()).toBe(true);
    expect(await page.getByText("Beach Road").isVisible()).toBe(true);
    expect(await heading(page).textContent()).toBe(text.title);
    await shot(page, "en-1-entry");

    await page.getByRole("button", { name: text.terms }).click();
    await page.getByRole("dialog").waitFor();
    await shot(page, "en-2-terms");
    await page.getByRole("button", { name: text.close }).click();

    await page.getByRole("button", { name: text.guest }).click();
    // The phone input keeps digits only and marks a number that does not fit the region.
    await page.locator("#mobile_number").pressSequentially("12a");
    expect(await page.locator("#mobile_number").inputValue()).toBe("12");
    expect(await page.getByText("INVALID", { exact: true }).isVisible()).toBe(true);
    await page.locator("#mobile_number").fill("");
    await page.locator("#mobile_number-region").selectOption("PH");
    await page.locator("#mobile_number").pressSequentially("9171234567");
    expect(await page.locator("#mobile_number").inputValue()).toBe("917-123-4567");
    await page.locator("#mobile_number").fill("");
    await page.locator("#mobile_number-region").selectOption("US");
    await page.getByRole("button", { name: text.next }).click();
    await page.locator(".field-error").first().waitFor();
    expect(await page.locator(".field-error").allTextContents()).toEqual([text.required, text.required, text.required, text.required, text.required]);
    await shot(page, "en-3-details-required");

    await fillDetails(text, { first: "ana", last: "cruz", email: "ana@example" });
    await page.locator("#mobile_number").fill("12");
    await page.getByRole("button", { name: text.next }).click();
    await page.getByText(text.invalidEmail).waitFor();
    expect(await page.getByText(text.invalidPhone).isVisible()).toBe(true);
    await page.locator("#mobile_number").fill("6702345678");
    await page.getByRole("textbox", { name: new RegExp(`^${text.email}`) }).fill("ana@example.com");
    // Names are shown upper-case as they are typed.
    expect(await page.locator("#name").evaluate((input) => getComputedStyle(input).textTransform)).toBe("uppercase");
    await shot(page, "en-4-details-filled");

    // Leaving by the header's back button asks first; staying keeps everything typed.
    await page.getByRole("button", { name: text.back, exact: true }).first().click();
    await dialog(page).getByText(text.exitQuestion).waitFor();
    await shot(page, "en-5-exit-question");
    await dialog(page).getByRole("button", { name: text.cancel }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.locator("#name").inputValue()).toBe("ana");

    await page.getByRole("button", { name: text.clear }).click();
    await dialog(page).getByText(text.clearQuestion).waitFor();
    await shot(page, "en-6-clear-question");
    await dialog(page).getByRole("button", { name: text.cancel }).click();
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.locator("#name").inputValue()).toBe("ana");

    await page.getByRole("button", { name: text.next }).click();
    await page.getByText(text.question).waitFor();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByText(text.warning).waitFor();
    await shot(page, "en-7-symptoms-warning");

    // None of the above, then a symptom: the symptom replaces "none".
    await page.getByLabel(text.noneOfTheAbove).check();
    await page.getByLabel("Headache").check();
    expect(await page.getByLabel(text.noneOfTheAbove).isChecked()).toBe(false);
    await shot(page, "en-8-symptoms-chosen");
    await page.getByRole("button", { name: text.submit }).click();

    // A symptom just reported keeps the guest out (decision 011): the door is told, the visit recorded.
    await page.getByRole("heading", { name: text.refused }).waitFor();
    await page.getByRole("alert").filter({ hasText: "Your check-in has been recorded." }).waitFor();
    expect(await page.locator(".toast").filter({ hasText: text.welcomeToast }).count()).toBe(0);
    await shot(page, "en-9-refused");
    const [visit] = await visitsOf("ANA");
    expect(visit).toMatchObject({
      last_name: "CRUZ",
      age: 34,
      gender: "FEMALE",
      mobile_number: "+16702345678",
      email: "ana@example.com",
      purpose: "Business",
      language: "en",
    });
    expect(JSON.parse(visit?.symptoms ?? "null")).toEqual(["HEADACHE"]);

    // Refused, the guest never went in: nothing to check out, the check-in kept for tracing (issue 29, item 5).
    expect(await page.getByRole("button", { name: text.checkOut }).count()).toBe(0);
  });

  it("a guest checks in in Japanese, then returns and confirms instead of retyping, and Clear forgets them", async () => {
    const { page } = phone;
    const text = TEXTS.ja;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByText(TEXTS.en.aboutToEnter).waitFor();
    await chooseLanguage(text);
    await page.getByText(text.aboutToEnter).waitFor();
    await shot(page, "ja-1-entry");

    await page.getByRole("button", { name: text.guest, exact: true }).click();
    await page.getByRole("button", { name: text.next }).click();
    await page.locator(".field-error").first().waitFor();
    await shot(page, "ja-2-details-required");
    await fillDetails(text, { first: "yuki", last: "tanaka", email: "yuki@example.jp" });
    await shot(page, "ja-3-details-filled");
    await page.getByRole("button", { name: text.next }).click();
    await page.getByText(text.question).waitFor();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByText(text.warning).waitFor();
    await shot(page, "ja-4-symptoms-warning");
    await page.getByLabel(text.noneOfTheAbove).check();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByText(text.thanks).waitFor();
    await page.locator(".toast").filter({ hasText: text.welcomeToast }).waitFor();
    expect(await heading(page).textContent()).toBe(text.welcomeTitle);
    await shot(page, "ja-5-thanks");
    expect((await visitsOf("YUKI")).map((visit) => JSON.parse(visit.symptoms ?? "null"))).toEqual([["NONE_OF_THE_ABOVE"]]);
    // The page's language is kept with the visit: an exposure message to Yuki is written in Japanese (decision 049).
    expect((await visitsOf("YUKI")).map((visit) => visit.language)).toEqual(["ja"]);

    // The next check-in on this phone: one confirmation, the symptoms asked again.
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: text.guest, exact: true }).click();
    await page.getByRole("heading", { name: text.checkInAs("YUKI TANAKA") }).waitFor();
    await shot(page, "ja-6-returning-guest");
    await page.getByRole("button", { name: text.confirm }).click();
    await page.getByText(text.question).waitFor();
    expect(await page.getByLabel(text.noneOfTheAbove).isChecked()).toBe(false);
    // The symptoms are titled in the guest's language (decision 027).
    await page.getByLabel("発熱").check();
    await page.getByRole("button", { name: text.submit }).click();
    await page.getByRole("heading", { name: text.refused }).waitFor();
    expect((await visitsOf("YUKI")).map((visit) => JSON.parse(visit.symptoms ?? "null"))).toEqual([["NONE_OF_THE_ABOVE"], ["FEVER"]]);

    // Edit shows the remembered details; a confirmed Clear empties the form and forgets the guest.
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: text.guest, exact: true }).click();
    await page.getByRole("button", { name: text.edit }).click();
    expect(await page.locator("#name").inputValue()).toBe("YUKI");
    expect(await page.locator("#mobile_number").inputValue()).toBe("6702345678");
    await page.getByRole("button", { name: text.clear }).click();
    await dialog(page).getByText(text.clearQuestion).waitFor();
    await shot(page, "ja-7-clear-question");
    await dialog(page).getByRole("button", { name: text.confirm }).click();
    await expect.poll(() => page.locator("#name").inputValue()).toBe("");
    expect(await page.locator("#mobile_number").inputValue()).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("guest-details"))).toBeNull();
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: text.guest, exact: true }).click();
    await page.locator("#name").waitFor();
    expect(await page.getByRole("heading", { name: text.checkInAs("YUKI TANAKA") }).count()).toBe(0);
  });

  it("an unknown QR reads 'Invalid QR Code' in the chosen language", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${randomUUID()}`);
    await page.getByText(TEXTS.en.invalidQr).waitFor();
    await shot(page, "en-invalid-qr");
    await chooseLanguage(TEXTS.ja);
    await page.getByText(TEXTS.ja.invalidQr).waitFor();
    await shot(page, "ja-invalid-qr");
  });

  it("'Continue with Web App' opens the signed-in logbook, which sends a visitor without a session to sign in", async () => {
    const { page } = phone;
    await page.goto(`/g/logbook/${branchUuid}`);
    await page.getByRole("button", { name: TEXTS.en.webApp }).click();
    await page.waitForURL(/\/(digital-logbook|app)$/);
  });

  it("a signed-in device goes straight to the scan page with the branch's uuid", async () => {
    const { server, page } = phone;
    const token = await signInAsGuest(server);
    await openSignedIn(page, token, `/g/logbook/${branchUuid}`, { guest: true });
    await page.waitForURL("**/digital-logbook/scan");
    expect(await page.evaluate(() => (history.state as { usr?: { uuid?: string } }).usr?.uuid)).toBe(branchUuid);
  });
});

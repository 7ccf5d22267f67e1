import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.ts";
import { phoneForEachTest } from "./support/phone-session.ts";
import { call, dialog, expectFitsThePhone, openSignedIn, signInAsGuest, signInByEmail, snapScreen, toast } from "./support/traveller.ts";

describe("profile, family and account deletion in Chromium", () => {
  const phone = phoneForEachTest();
  let photo: Buffer;

  beforeAll(async () => {
    // Noise does not compress: about 200 KB, well under the 2 MB limit.
    const noise = randomBytes(260 * 260 * 3);
    photo = await sharp(noise, { raw: { width: 260, height: 260, channels: 3 } })
      .png()
      .toBuffer();
  });

  it("sends a new traveller to complete the profile, saves it, keeps it after a reload, adds a family member and deletes the account (English)", async () => {
    const { server, context, page } = phone;
    const token = await signInByEmail(server, "ana.cruz@example.com");
    await openSignedIn(page, token, "/app");
    await toast(page, "Please complete your profile!").waitFor();
    await page.waitForURL("**/app/profile");
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    // Nothing is wider than the phone's screen.
    await expectFitsThePhone(page);
    await screenshot(page, "profile-incomplete-en");

    // The photo comes from a file, a web address or the camera, as a medical record's image (issue 29.7).
    const photoField = page.getByRole("group", { name: /^Photo/ });
    expect(await photoField.getByRole("tab").allTextContents()).toEqual(["File", "URL", "Camera"]);
    const photoInput = photoField.locator("input[type=file]");
    await photoInput.setInputFiles({ name: "too-large.png", mimeType: "image/png", buffer: Buffer.alloc(2_097_153, 1) });
    await page.getByText("File size is too large").waitFor();
    // A slow uplink keeps the upload going long enough to see its progress bar.
    const network = await context.newCDPSession(page);
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64_000 });
    await photoInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("progressbar", { name: "Uploading the image" }).waitFor();
    await snapScreen(page, "profile-photo-uploading-en");
    await photoField.getByRole("img", { name: "Uploaded image photo" }).waitFor();
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect(await page.getByText("File size is too large").count()).toBe(0);

    await page.getByLabel(/^Passport country/).selectOption("JP");
    await page.getByLabel(/^Passport number/).fill("tk1234567");
    await page.getByLabel(/^First name/).fill("ana");
    await page.getByLabel(/^Last name/).fill("cruz");
    await page.getByLabel(/^Gender/).selectOption("FEMALE");
    await page.getByLabel(/^Birth date/).fill("1990-04-01");
    await page.getByLabel(/^Region/).selectOption({ label: "Northern Mariana Islands" });
    await page.getByLabel(/^Island/).selectOption({ label: "Saipan" });
    await page.getByLabel(/^Municipality/).selectOption({ label: "Saipan" });
    await page.getByLabel(/^Village/).selectOption({ label: "Garapan" });
    await page.getByLabel(/^Company name/).fill("Marianas Tours");
    // Names are shown upper-case as they are typed.
    expect(await page.getByLabel(/^First name/).evaluate((input) => getComputedStyle(input).textTransform)).toBe("uppercase");

    // The sign-in e-mail address is shown, not edited: the server keeps it as the code proved it.
    await page.getByText("ana.cruz@example.com").waitFor();
    expect(await page.getByLabel(/^Email/).count()).toBe(0);

    await page.getByLabel(/^First name/).fill(" ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Required" }).waitFor();
    await screenshot(page, "profile-required-en");
    await page.getByLabel(/^First name/).fill("ana");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Saved!").waitFor();
    await screenshot(page, "profile-saved-en");

    await page.reload();
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    await expectValue(page.getByLabel(/^First name/), "ANA");
    expect(await page.getByLabel(/^Last name/).inputValue()).toBe("CRUZ");
    expect(await page.getByLabel(/^Passport number/).inputValue()).toBe("TK1234567");
    await expectValue(page.getByLabel(/^Village/), "SPN-GARAPAN");
    await photoField.getByRole("img", { name: "Uploaded image photo" }).waitFor();
    expect(await toast(page, "Please complete your profile!").count()).toBe(0);

    await page.getByRole("button", { name: "Add family member" }).click();
    const member = page.getByRole("group", { name: "Family member 1" });
    await member.getByLabel(/^First name/).fill("leo");
    await member.getByLabel(/^Last name/).fill("cruz");
    await member.getByLabel(/^Birth date/).fill("2015-06-30");
    await member.getByLabel(/^Gender/).selectOption("MALE");
    await page.getByRole("button", { name: "Save family" }).click();
    await toast(page, "Saved!").first().waitFor();
    await page.reload();
    await expectValue(page.getByRole("group", { name: "Family member 1" }).getByLabel(/^First name/), "LEO");
    await screenshot(page, "profile-family-en");

    await page.goto("/app");
    await page.getByRole("heading", { name: "Hello, ANA!" }).waitFor();
    await page.getByRole("region", { name: "Trips" }).getByRole("link", { name: "Declare a trip" }).waitFor();
    for (const name of ["Profile", "Scan QR Code", "Logout"]) await page.getByRole("link", { name, exact: true }).waitFor();
    await screenshot(page, "home-signed-in-en");

    await page.goto("/privacy-statement");
    // The notice links to it where it speaks of retention and of your choices: either leads there.
    await page.getByRole("link", { name: "Delete or Deactivate your account" }).first().click();
    const notice = dialog(page);
    await notice.getByText("Are you sure you want to delete your account?").waitFor();
    await snapScreen(page, "profile-delete-confirm-en");
    await notice.getByRole("button", { name: "Delete My Account" }).click();
    await notice.getByText("Profile Successfully Deleted!").waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("my-profile"), localStorage.getItem("lang")])).toEqual([
      null,
      null,
      "en",
    ]);
    await snapScreen(page, "profile-deleted-en");
    await notice.getByRole("button", { name: "OK" }).click();
    // "/" leads on to the landing site.
    await page.waitForURL((url) => url.pathname === "/help");

    const refused = await call(server, "GET", "/api/v1/me/profile", undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("token_invalid");
  });

  it("does the same in Korean", async () => {
    const { server, page } = phone;
    const token = await signInByEmail(server, "minji.kim@example.com");
    await openSignedIn(page, token, "/app", { lang: "ko" });

    await toast(page, "프로필을 완성해 주십시오!").waitFor();
    await page.waitForURL("**/app/profile");
    await page.getByRole("heading", { name: "내 프로필" }).waitFor();
    await page.getByLabel(/^이름/).fill("minji");
    await page.getByLabel(/^성 /).fill("kim");
    await page.getByLabel(/^성별/).selectOption("FEMALE");
    await page.getByLabel(/^생년월일/).fill("1988-11-20");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await toast(page, "저장되었습니다!").waitFor();
    await screenshot(page, "profile-saved-ko");

    await page.reload();
    await expectValue(page.getByLabel(/^이름/), "MINJI");
    await page.goto("/app");
    await page.getByRole("heading", { name: "안녕하세요, MINJI님!" }).waitFor();
    await screenshot(page, "home-signed-in-ko");

    await page.goto("/app/profile");
    await page.getByRole("button", { name: "내 계정 삭제" }).click();
    const notice = dialog(page);
    await notice.getByText("계정을 삭제하시겠습니까?").waitFor();
    await snapScreen(page, "profile-delete-confirm-ko");
    await notice.getByRole("button", { name: "내 계정 삭제" }).click();
    await notice.getByText("프로필이 삭제되었습니다!").waitFor();
    await snapScreen(page, "profile-deleted-ko");
    await notice.getByRole("button", { name: "확인" }).click();
    await page.waitForURL((url) => url.pathname === "/help");
    expect((await call(server, "GET", "/api/v1/me/profile", undefined, token)).status).toBe(403);
  });

  it("deletes a guest's profile and returns to /app", async () => {
    const { server, page } = phone;
    const token = await signInAsGuest(server);
    await openSignedIn(page, token, "/app/profile", { guest: true });
    await page.getByRole("heading", { name: "Your profile" }).waitFor();
    // A guest is never asked to complete a profile.
    expect(await toast(page, "Please complete your profile!").count()).toBe(0);
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const notice = dialog(page);
    await notice.getByRole("button", { name: "Delete My Account" }).click();
    await notice.getByText("Profile Successfully Deleted!").waitFor();
    await notice.getByRole("button", { name: "OK" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    await page.getByRole("button", { name: "Guest Access" }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("is_guest")])).toEqual([null, null]);
    expect((await call(server, "GET", "/api/v1/me/profile", undefined, token)).status).toBe(403);
    await screenshot(page, "profile-guest-deleted-en");
  });

  it("names the support mailbox when the account cannot be deleted, and keeps the session", async () => {
    const { server, page } = phone;
    const token = await signInByEmail(server, "failing.delete@example.com");
    await page.route("**/api/v2/me/profile", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal Server Error!" }) })
        : route.fallback(),
    );
    await openSignedIn(page, token, "/app/profile");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const notice = dialog(page);
    await notice.getByRole("button", { name: "Delete My Account" }).click();
    // The mailbox the server is configured with (SUPPORT_EMAIL), read at run time.
    const { support_email: mailbox } = (await (await fetch(`${server.url}/api/v2/site-info`)).json()) as { support_email: string };
    await notice.getByText(`Unable to delete account. Please contact us on ${mailbox}`).waitFor();
    expect(await notice.getByRole("link", { name: mailbox }).getAttribute("href")).toBe(`mailto:${mailbox}`);
    await snapScreen(page, "profile-delete-failed-en");
    await notice.getByRole("button", { name: "Cancel" }).click();
    await notice.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  });

  it("shows the copy saved on this device when the profile cannot be loaded, and loads it again on request", async () => {
    const { server, page } = phone;
    const token = await signInByEmail(server, "offline.reader@example.com");
    await call(server, "POST", "/api/v2/me/logbook", { name: "rosa", last_name: "reyes", gender: "FEMALE", birth_date: "1975-02-14" }, token);
    await openSignedIn(page, token, "/app/profile");
    await expectValue(page.getByLabel(/^First name/), "ROSA");

    let profileAnswers = true;
    await page.route("**/api/v1/me/profile", (route) => (profileAnswers ? route.fallback() : route.abort("connectionrefused")));
    profileAnswers = false;
    await page.reload();
    await page.getByText("Your profile could not be loaded. This is the copy saved on this device.").waitFor();
    await expectValue(page.getByLabel(/^First name/), "ROSA");
    await screenshot(page, "profile-from-cache-en");

    profileAnswers = true;
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText("Your profile could not be loaded. This is the copy saved on this device.").waitFor({ state: "detached" });
  });

  it("tells a visitor who is not signed in to log in first", async () => {
    const { page } = phone;
    await page.goto("/help");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.goto("/app/profile#delete");
    const notice = dialog(page);
    await notice.getByText("You must be logged in to continue.").waitFor();
    await snapScreen(page, "profile-login-required-en");
    await notice.getByRole("link", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
  });
});

async function expectValue(locator: ReturnType<Page["getByLabel"]>, value: string): Promise<void> {
  await expect.poll(() => locator.inputValue()).toBe(value);
}

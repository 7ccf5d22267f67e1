import { setupI18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as japanese } from "../../locales/ja.po";
import { callFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { refusedFile } from "../../machines/upload-checks.ts";
import { fieldRefusalText } from "../../src/ui/forms/field-refusal-texts.ts";
import { uploadFailureText } from "../../src/ui/forms/upload-texts.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { FIELD_REFUSALS } from "#domain/field-refusals.ts";
import { UPLOAD_MESSAGES } from "#domain/uploads.ts";

const i18n = setupI18n();
const inJapanese = (text: ReturnType<typeof fieldRefusalText>) => (text === undefined || typeof text === "string" ? text : i18n._(text));

/** The 422 the server answers for a field refused for a reason of its own (server/http/field-errors.ts). */
const refused = (field: string, reason: keyof typeof FIELD_REFUSALS) =>
  callFailure(422, { message: FIELD_REFUSALS[reason], code: "VALIDATION_FAILED", errors: { [field]: [FIELD_REFUSALS[reason]] }, details: { [field]: reason } });

beforeAll(() => i18n.loadAndActivate({ locale: "ja", messages: japanese }));

describe("an image refused by the server or the field, in the reader's language (decision 042)", () => {
  it("words the server's refusal by its reason, never with the server's English", () => {
    expect(inJapanese(uploadFailureText(refused("file", "NOT_AN_IMAGE")))).toBe("アップロードできるのはPNG、JPG、GIF画像のみです。");
    expect(inJapanese(uploadFailureText(refused("url", "URL_NOT_ALLOWED")))).not.toBe(UPLOAD_MESSAGES.urlNotAllowed);
    for (const reason of ["UPLOAD_EMPTY", "IMAGE_DAMAGED", "TOO_MANY_PIXELS", "IMAGE_TOO_LARGE", "URL_UNREACHABLE"] as const) {
      const text = inJapanese(uploadFailureText(refused(reason === "URL_UNREACHABLE" ? "url" : "file", reason)));
      expect(text).not.toBe(FIELD_REFUSALS[reason]);
      expect(text).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });

  it("words a refusal by its code, and the file the field refused itself like the server's answer for it", () => {
    const tooMany = callFailure(429, { message: ERROR_MESSAGES.TOO_MANY_UPLOADS, code: "TOO_MANY_UPLOADS" });
    expect(inJapanese(uploadFailureText(tooMany))).not.toBe(ERROR_MESSAGES.TOO_MANY_UPLOADS);
    const large = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: "image/png" });
    const pdf = new Blob(["%PDF"], { type: "application/pdf" });
    const serverTooLarge = callFailure(413, { message: ERROR_MESSAGES.UPLOAD_TOO_LARGE, code: "UPLOAD_TOO_LARGE" });
    expect(inJapanese(uploadFailureText(refusedFile(large) ?? NO_ANSWER))).toBe(inJapanese(uploadFailureText(serverTooLarge)));
    expect(inJapanese(uploadFailureText(refusedFile(pdf) ?? NO_ANSWER))).toBe(inJapanese(uploadFailureText(refused("file", "NOT_AN_IMAGE"))));
    expect(refusedFile(new Blob(["x"], { type: "image/gif" }))).toBeUndefined();
  });

  it("says when no answer came, and when an address is none", () => {
    expect(inJapanese(uploadFailureText(NO_ANSWER))).toBe("ウェブサービスに接続できません");
    const notAnAddress = callFailure(422, { message: UPLOAD_MESSAGES.urlInvalid, code: "VALIDATION_FAILED", errors: { url: [UPLOAD_MESSAGES.urlInvalid] } });
    expect(inJapanese(uploadFailureText(notAnAddress))).not.toBe(UPLOAD_MESSAGES.urlInvalid);
  });
});

describe("a sign-in refused, in the reader's language (decision 042)", () => {
  it("words a refused code by its reason", () => {
    expect(inJapanese(fieldRefusalText(refused("otp", "OTP_INVALID")))).toBe("コードが正しくありません。");
    expect(inJapanese(fieldRefusalText(refused("otp", "OTP_LOCKED")))).toBe("誤った入力が多すぎます。新しいコードをリクエストしてください。");
    expect(inJapanese(fieldRefusalText(refused("code", "SIGN_IN_LINK_INVALID")))).toBe("認証リンクが無効です。");
  });

  it("words a throttled request by its code, and a code this client does not know in the server's words", () => {
    const throttled = callFailure(429, { message: ERROR_MESSAGES.TOO_MANY_REQUESTS, code: "TOO_MANY_REQUESTS" });
    expect(inJapanese(fieldRefusalText(throttled))).toBe("リクエストが多すぎます。しばらくしてからもう一度お試しください。");
    expect(inJapanese(fieldRefusalText(callFailure(409, { message: "Something new", code: "NOT_A_CODE_YET" })))).toBe("Something new");
    expect(fieldRefusalText(NO_ANSWER)).toBeUndefined();
  });
});

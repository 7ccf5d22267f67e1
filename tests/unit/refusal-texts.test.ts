import { setupI18n } from "@lingui/core";
import type { MessageDescriptor } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as japanese } from "../../locales/ja.po";
import { type CallFailure, callFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { refusedFile } from "../../machines/upload-checks.ts";
import { signInFailureText } from "../../src/features/auth/sign-in-failure-text.ts";
import { uploadFailureText } from "../../src/ui/forms/upload-texts.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { FIELD_REFUSALS, type FieldRefusal } from "#domain/field-refusals.ts";
import { UPLOAD_MESSAGES } from "#domain/uploads.ts";

const i18n = setupI18n();
const inJapanese = (text: MessageDescriptor | string | undefined) => (text === undefined || typeof text === "string" ? text : i18n._(text));
const FALLBACK: MessageDescriptor = { id: "fallback", message: "nobody said" };
const upload = (failure: CallFailure) => inJapanese(uploadFailureText(failure, FALLBACK));
const signIn = (failure: CallFailure) => inJapanese(signInFailureText(failure));
const JAPANESE = /[ぁ-んァ-ン一-龯]/;

/** The 422 the server answers for a field refused for a reason of its own (server/http/field-errors.ts). */
const refused = (field: string, reason: FieldRefusal) =>
  callFailure(422, { message: FIELD_REFUSALS[reason], code: "VALIDATION_FAILED", errors: { [field]: [FIELD_REFUSALS[reason]] }, details: { [field]: reason } });

beforeAll(() => i18n.loadAndActivate({ locale: "ja", messages: japanese }));

it("has words for every reason the server gives, in the image fields or the sign-in form", () => {
  for (const reason of Object.keys(FIELD_REFUSALS) as FieldRefusal[]) {
    const failure = refused("field", reason);
    expect([upload(failure), signIn(failure)].filter((text) => text !== undefined && JAPANESE.test(text))).toHaveLength(1);
  }
});

describe("an image refused by the server or the field, in the reader's language (decision 042)", () => {
  it("words the server's refusal by its reason, never with the server's English", () => {
    expect(upload(refused("file", "NOT_AN_IMAGE"))).toBe("アップロードできるのはPNG、JPG、GIF画像のみです。");
    for (const reason of ["UPLOAD_EMPTY", "IMAGE_DAMAGED", "TOO_MANY_PIXELS", "IMAGE_TOO_LARGE", "URL_NOT_ALLOWED", "URL_UNREACHABLE"] as const) {
      const text = upload(refused(reason.startsWith("URL") ? "url" : "file", reason));
      expect(text).not.toBe(FIELD_REFUSALS[reason]);
      expect(text).toMatch(JAPANESE);
    }
  });

  it("words a refusal by its code, and the file the field refused itself like the server's answer for it", () => {
    for (const code of ["TOO_MANY_UPLOADS", "UPLOADS_BUSY", "UPLOAD_TOO_LARGE", "SESSION_EXPIRED"] as const) {
      expect(upload(callFailure(429, { message: ERROR_MESSAGES[code], code }))).toMatch(JAPANESE);
    }
    const large = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: "image/png" });
    const pdf = new Blob(["%PDF"], { type: "application/pdf" });
    const serverTooLarge = callFailure(413, { message: ERROR_MESSAGES.UPLOAD_TOO_LARGE, code: "UPLOAD_TOO_LARGE" });
    expect(upload(refusedFile(large) ?? NO_ANSWER)).toBe(upload(serverTooLarge));
    expect(upload(refusedFile(pdf) ?? NO_ANSWER)).toBe(upload(refused("file", "NOT_AN_IMAGE")));
    expect(refusedFile(new Blob(["x"], { type: "image/gif" }))).toBeUndefined();
  });

  it("says when no answer came, when an address is none, and the caller's words when nobody said", () => {
    expect(upload(NO_ANSWER)).toBe("ウェブサービスに接続できません");
    const notAnAddress = callFailure(422, { message: UPLOAD_MESSAGES.urlInvalid, code: "VALIDATION_FAILED", errors: { url: [UPLOAD_MESSAGES.urlInvalid] } });
    expect(upload(notAnAddress)).toMatch(JAPANESE);
    expect(upload(callFailure(502, "<html>"))).toBe("nobody said");
  });
});

describe("a sign-in refused, in the reader's language (decision 042)", () => {
  it("words a refused code by its reason", () => {
    expect(signIn(refused("otp", "OTP_INVALID"))).toBe("コードが正しくありません。");
    expect(signIn(refused("otp", "OTP_LOCKED"))).toBe("誤った入力が多すぎます。新しいコードをリクエストしてください。");
    expect(signIn(refused("code", "SIGN_IN_LINK_INVALID"))).toBe("認証リンクが無効です。");
  });

  it("words a throttled request by its code, and a code this client does not know in the server's words", () => {
    const throttled = callFailure(429, { message: ERROR_MESSAGES.TOO_MANY_REQUESTS, code: "TOO_MANY_REQUESTS" });
    expect(signIn(throttled)).toBe("リクエストが多すぎます。しばらくしてからもう一度お試しください。");
    expect(signIn(callFailure(409, { message: "Something new", code: "NOT_A_CODE_YET" }))).toBe("Something new");
    expect(signInFailureText(NO_ANSWER)).toBeUndefined();
  });
});

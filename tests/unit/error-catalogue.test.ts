import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { describeFailedCall, isScanPage } from "../../src/api/error-catalogue.ts";
import { ERROR_TEXTS } from "../../src/api/error-texts.ts";
import { knowAllErrorTexts } from "../../src/api/failure-text.ts";

const english = (message: unknown) =>
  typeof message === "object" && message !== null && "message" in message ? (message as { message: string }).message : message;

function outcome(status: number, body: unknown, pathname = "/app") {
  const result = describeFailedCall({ status, body, pathname });
  return { ...result, message: english(result.message) };
}

describe("error catalogue (docs/product-spec.md, part 8)", () => {
  it("shows the first validation message of a 422, or the default", () => {
    expect(outcome(422, { message: "The given data was invalid.", errors: { age: ["Age must be a number."], name: ["x"] } }).message).toBe(
      "Age must be a number.",
    );
    expect(outcome(422, { message: "Only a message" }).message).toBe("Only a message");
    expect(outcome(422, "<html>").message).toBe("Unprocessable Entity!");
  });

  it("leaves a field refused for a reason of its own to its form: no toast in the server's English", () => {
    const wrongCode = {
      message: "The code is not valid.",
      code: "VALIDATION_FAILED",
      errors: { otp: ["The code is not valid."] },
      details: { otp: "OTP_INVALID" },
    };
    expect(outcome(422, wrongCode)).toEqual({ message: undefined, clearSession: false, redirectTo: undefined });
  });

  it("shows a 400's message, but not on scan pages", () => {
    expect(outcome(400, { message: "Bad uuid" }).message).toBe("Bad uuid");
    expect(outcome(400, {}).message).toBe("Bad Request!");
    expect(outcome(400, { message: "Bad uuid" }, "/digital-logbook/scan").message).toBeUndefined();
  });

  it("shows a 500's message or the default", () => {
    expect(outcome(500, { message: "Database down" }).message).toBe("Database down");
    expect(outcome(500, null).message).toBe("Internal Server Error!");
  });

  it("words a refusal the guest page's first screen cannot meet by the server's message until the whole catalog has come, then by the catalog", () => {
    const expired = { message: "Session expired (server)", code: "SESSION_EXPIRED" };
    expect(outcome(403, expired).message).toBe("Session expired (server)");
    expect(outcome(500, { message: "server words", code: "DATABASE_BUSY" }).message).toBe(ERROR_MESSAGES.DATABASE_BUSY);
    knowAllErrorTexts(ERROR_TEXTS);
    expect(outcome(403, expired).message).toBe(ERROR_MESSAGES.SESSION_EXPIRED);
  });

  it("ends the session on 403, and returns to /app only for a session that ended", () => {
    knowAllErrorTexts(ERROR_TEXTS);
    for (const code of ["SESSION_EXPIRED", "SESSION_INVALID", "GUEST_SESSION_ENDED"] as const) {
      expect(outcome(403, { message: "Session expired", code, error: "token_expired" })).toEqual({
        message: ERROR_MESSAGES[code],
        clearSession: true,
        redirectTo: "/app",
      });
    }
    expect(outcome(403, { error: "token_invalid" })).toEqual({ message: "Forbidden!", clearSession: true, redirectTo: undefined });
    expect(outcome(403, { code: "SESSION_INVALID" })).toEqual({ message: ERROR_MESSAGES.SESSION_INVALID, clearSession: true, redirectTo: "/app" });
    expect(outcome(403, { message: "Not yours", error: "not_owner" })).toEqual({
      message: "Not yours",
      clearSession: true,
      redirectTo: undefined,
    });
  });

  it("words a known code from the catalog, never from the server's sentence, and an unknown one as the server wrote it", () => {
    expect(outcome(400, { message: "Anything the server says", code: "INVALID_JSON" }).message).toBe(ERROR_MESSAGES.INVALID_JSON);
    expect(outcome(500, { message: "Database down", code: "NOT_A_CODE_WE_KNOW" }).message).toBe("Database down");
  });

  it("says the service is unreachable when no answer came", () => {
    expect(outcome(0, undefined).message).toBe("Unable to connect to web service");
  });

  it("only logs other statuses", () => {
    for (const status of [401, 404, 409, 429, 502, 503]) {
      expect(outcome(status, { message: "anything" })).toEqual({ message: undefined, clearSession: false, redirectTo: undefined });
    }
  });

  it("counts any path containing /scan as a scan page", () => {
    expect(isScanPage("/digital-logbook/scan")).toBe(true);
    expect(isScanPage("/front-liner/scan/result")).toBe(true);
    expect(isScanPage("/digital-logbook")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { describeFailedCall, isScanPage } from "../../src/api/error-catalogue.ts";

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

  it("shows a 400's message, but not on scan pages", () => {
    expect(outcome(400, { message: "Bad uuid" }).message).toBe("Bad uuid");
    expect(outcome(400, {}).message).toBe("Bad Request!");
    expect(outcome(400, { message: "Bad uuid" }, "/digital-logbook/scan").message).toBeUndefined();
  });

  it("shows a 500's message or the default", () => {
    expect(outcome(500, { message: "Database down" }).message).toBe("Database down");
    expect(outcome(500, null).message).toBe("Internal Server Error!");
  });

  it("ends the session on 403, and returns to /app only for expired or invalid tokens", () => {
    expect(outcome(403, { message: "Session expired", error: "token_expired" })).toEqual({
      message: "Session expired",
      clearSession: true,
      redirectTo: "/app",
    });
    expect(outcome(403, { error: "token_invalid" })).toEqual({ message: "Forbidden!", clearSession: true, redirectTo: "/app" });
    expect(outcome(403, { message: "Not yours", error: "not_owner" })).toEqual({
      message: "Not yours",
      clearSession: true,
      redirectTo: undefined,
    });
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

import { describe, expect, it } from "vitest";
import { callFailure, failureOf, NO_ANSWER } from "../../machines/call-failure.ts";
import { failureText } from "../../src/api/failure-text.ts";

const english = (text: unknown) => (typeof text === "object" && text !== null && "message" in text ? (text as { message: string }).message : text);

describe("the one interpreter of a failed call (decision 042)", () => {
  it("reads the status, the code, the message and a 422's field messages", () => {
    expect(callFailure(404, { message: "Invalid QR Code", code: "INVALID_QR" })).toEqual({ status: 404, code: "INVALID_QR", message: "Invalid QR Code" });
    expect(callFailure(422, { message: "Invalid Email", code: "VALIDATION_FAILED", errors: { email: ["Invalid Email"] } })).toEqual({
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Invalid Email",
      fieldErrors: { email: ["Invalid Email"] },
    });
  });

  it("trusts nothing of the body's shape: a code that is no code, a blank message, a page of HTML", () => {
    expect(callFailure(409, { message: "  ", code: "not a code; <b>" })).toEqual({ status: 409, code: undefined, message: undefined });
    expect(callFailure(409, { code: 42 }).code).toBeUndefined();
    expect(callFailure(502, "<html>")).toEqual({ status: 502, code: undefined, message: undefined });
    expect(callFailure(422, { errors: { name: "Enter the name.", age: [3] } }).fieldErrors).toEqual({ name: ["Enter the name."] });
    expect(
      callFailure(409, { message: "m", code: "ALREADY_DECIDED", details: { decided_by: "ANA", decided_at: "2026-11-28T01:00:00.000Z", n: 3 } }).details,
    ).toEqual({
      decided_by: "ANA",
      decided_at: "2026-11-28T01:00:00.000Z",
    });
    expect(callFailure(409, { message: "m", code: "ALREADY_DECIDED", details: "ANA" }).details).toBeUndefined();
  });

  it("counts anything an invoked call rejected with that is not a failure as no answer", () => {
    const failure = callFailure(401, { message: "Please sign in to the console.", code: "STAFF_SIGNED_OUT" });
    expect(failureOf(failure)).toBe(failure);
    expect(failureOf(new TypeError("Failed to fetch"))).toEqual(NO_ANSWER);
    expect(failureOf(undefined)).toEqual(NO_ANSWER);
  });

  it("words a failure by its code, an unknown code by the server's message, a 422 by its first field", () => {
    expect(english(failureText(callFailure(404, { message: "whatever the server says", code: "VISIT_NOT_FOUND" })))).toBe("Visit not found.");
    expect(failureText(callFailure(409, { message: "A newer server's refusal", code: "NOT_KNOWN_YET" }))).toBe("A newer server's refusal");
    expect(failureText(callFailure(422, { message: "x", code: "VALIDATION_FAILED", errors: { otp: ["The code is not valid."] } }))).toBe(
      "The code is not valid.",
    );
    expect(failureText(NO_ANSWER)).toBeUndefined();
  });
});

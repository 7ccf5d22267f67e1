import { describe, expect, it } from "vitest";
import { linkSigner } from "../../server/tracing/diary-link.ts";
import { diarySummary } from "../../server/tracing/diary-rules.ts";

const SECRET = "a-test-server-secret-of-at-least-32-characters";
const CONTACT = "3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f";
const diary = linkSigner(SECRET);

/** The token with one character changed at `at`. */
const tampered = (token: string, at: number) => `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;

describe("the symptom diary's link", () => {
  const token = diary.sign({ contactId: CONTACT, until: "2026-12-04" });

  it("is 46 URL-safe characters that name the contact and the last day, and nothing else", () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(token).not.toContain(CONTACT.slice(0, 8));
    expect(diary.read(token, "2026-11-28")).toEqual({ kind: "valid", contactId: CONTACT, until: "2026-12-04" });
  });

  it("works through its last day and has expired the day after", () => {
    expect(diary.read(token, "2026-12-04").kind).toBe("valid");
    expect(diary.read(token, "2026-12-05")).toEqual({ kind: "expired" });
  });

  it("refuses a token with any character changed, cut short, or lengthened", () => {
    for (const at of [0, 10, 23, 24, 40, 45]) expect(diary.read(tampered(token, at), "2026-11-28")).toEqual({ kind: "invalid" });
    expect(diary.read(token.slice(0, 45), "2026-11-28")).toEqual({ kind: "invalid" });
    expect(diary.read(`${token}A`, "2026-11-28")).toEqual({ kind: "invalid" });
    expect(diary.read("not a token", "2026-11-28")).toEqual({ kind: "invalid" });
  });

  it("refuses a later day written in by whoever holds the link: the signature covers it", () => {
    const later = diary.sign({ contactId: CONTACT, until: "2027-01-31" });
    // The payload of the later link with the signature of the first.
    expect(diary.read(`${later.slice(0, 24)}${token.slice(24)}`, "2026-11-28")).toEqual({ kind: "invalid" });
  });

  it("refuses a token signed for another purpose, or under another server secret", () => {
    const other = linkSigner(SECRET, "password reset link").sign({ contactId: CONTACT, until: "2026-12-04" });
    expect(diary.read(other, "2026-11-28")).toEqual({ kind: "invalid" });
    const elsewhere = linkSigner(`${SECRET}-other`).sign({ contactId: CONTACT, until: "2026-12-04" });
    expect(diary.read(elsewhere, "2026-11-28")).toEqual({ kind: "invalid" });
  });
});

describe("a diary as the official sees it", () => {
  const period = { from: "2026-11-21", until: "2026-12-04" };

  it("counts the unanswered days from the message's day to yesterday; today is not missed yet", () => {
    const entries = [
      { day: "2026-11-22", symptoms: ["NONE_OF_THE_ABOVE"] },
      { day: "2026-11-24", symptoms: ["FEVER", "COUGH"] },
    ];
    expect(diarySummary(entries, { ...period, today: "2026-11-25" })).toEqual({
      days_answered: 2,
      days_missed: 2,
      last_answer: { day: "2026-11-24", symptoms: ["FEVER", "COUGH"] },
    });
    expect(diarySummary([], { ...period, today: "2026-11-21" })).toEqual({ days_answered: 0, days_missed: 0, last_answer: null });
  });

  it("stops counting at the period's last day", () => {
    expect(diarySummary([], { ...period, today: "2027-01-10" }).days_missed).toBe(14);
  });
});

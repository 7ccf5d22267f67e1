import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  type Enrolled,
  PASSKEY_FAILED,
  type StaffInvite,
  type StaffSignInEvent,
  staffSignInMachine,
  type TotpSecret,
} from "../../../machines/console/staff-sign-in.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { ErrorCode } from "#domain/error-codes.ts";
import { STAFF_MESSAGES, type StaffMe } from "#domain/staff/staff-accounts.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "../support/path-coverage.ts";
import { callAnswers } from "./page-paths.ts";

const member = (stage: StaffMe["stage"]): StaffMe => ({
  id: "6f1c7c4e-2d7b-4a52-9a51-1c2f0b3f9d10",
  email: "officer@customs.example",
  display_name: "Officer",
  roles: ["customs_officer"],
  stage,
  has_totp: stage !== "enrolment",
  passkey_count: 0,
  idle_expires_at: "2026-11-24T09:30:00.000Z",
  expires_at: "2026-11-24T21:00:00.000Z",
  resuming: false,
});
const invite: StaffInvite = { email: "new@customs.example", display_name: "New officer", expires_at: "2026-11-27T09:00:00.000Z" };
const CODES = [
  "ABCDE-FGHJK",
  "LMNPQ-RSTUV",
  "WXYZ2-34567",
  "89ABC-DEFGH",
  "JKLMN-PQRST",
  "UVWXY-Z2345",
  "6789A-BCDEF",
  "GHJKL-MNPQR",
  "STUVW-XYZ23",
  "45678-9ABCD",
];
const enrolled = (recoveryCodes: string[] | null): Enrolled => ({ me: member("complete"), recoveryCodes });
const secret: TotpSecret = { secret: "JBSWY3DPEHPK3PXP", otpauth_url: "otpauth://totp/Console:new?secret=JBSWY3DPEHPK3PXP" };

const failure = (status: number, code?: ErrorCode, message?: string): CallFailure => ({ status, code, message });
const FAILURES = {
  offline: failure(0),
  wrongCode: failure(401, undefined, STAFF_MESSAGES.wrongCode),
  locked: failure(423, "ACCOUNT_LOCKED", STAFF_MESSAGES.locked),
  ended: failure(401, "STAFF_SESSION_ENDED", STAFF_MESSAGES.sessionEnded),
  signedOut: failure(401, "STAFF_SIGNED_OUT", STAFF_MESSAGES.signedOut),
  needsFactor: failure(401, "SECOND_FACTOR_REQUIRED", STAFF_MESSAGES.secondFactorRequired),
  needsEnrolment: failure(401, "ENROLMENT_REQUIRED", STAFF_MESSAGES.enrolmentRequired),
  inviteExpired: failure(410, undefined, STAFF_MESSAGES.inviteExpired),
  passkeyCancelled: PASSKEY_FAILED,
};

// The generated paths send the done and error events themselves; the machine's own actors never settle.
const machine = staffSignInMachine;

const { done, error: failed } = callAnswers(staffSignInMachine);

const ANSWERS_WITH_MEMBER = ["loadMe", "verifyCode", "confirmTotp", "signInWithPasskey", "acceptInvite"];
const ANSWERS_WITH_ENROLMENT = ["confirmTotpEnrolment", "registerPasskey"];
const ACTOR_IDS = [
  ...ANSWERS_WITH_MEMBER,
  ...ANSWERS_WITH_ENROLMENT,
  "signInWithRecoveryCode",
  "requestCode",
  "loadInvite",
  "requestInviteCode",
  "startTotpEnrolment",
  "signOut",
];
const OUTPUTS: Record<string, unknown> = { loadInvite: invite, startTotpEnrolment: secret };

const events: StaffSignInEvent[] = [
  { type: "email.submitted", email: "officer@customs.example" },
  { type: "code.submitted", code: "123456" },
  { type: "code.resendRequested" },
  { type: "email.changeRequested" },
  { type: "totp.submitted", code: "654321" },
  { type: "passkey.chosen" },
  { type: "recovery.chosen" },
  { type: "recoveryCode.submitted", code: "ABCDEFGHJK" },
  { type: "recovery.cancelled" },
  { type: "codes.saved" },
  { type: "secret.reloadRequested" },
  { type: "inviteCode.requested" },
  { type: "signIn.restarted" },
  { type: "signOut.requested" },
  { type: "session.lost", failure: FAILURES.ended },
  { type: "session.resumeRequired" },
  ...ANSWERS_WITH_MEMBER.flatMap((id) => (["complete", "enrolment", "second_factor"] as const).map((stage) => done(id, member(stage)))),
  ...ANSWERS_WITH_ENROLMENT.flatMap((id) => [done(id, enrolled(CODES)), done(id, enrolled(null))]),
  // A spent recovery code always leaves the session enrolling a new factor.
  done("signInWithRecoveryCode", member("enrolment")),
  ...["requestCode", "requestInviteCode", "signOut"].map((id) => done(id)),
  ...Object.entries(OUTPUTS).map(([id, output]) => done(id, output)),
  ...ACTOR_IDS.flatMap((id) => Object.values(FAILURES).map((error) => failed(id, error))),
];

describe("staff sign-in machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const input of [{ inviteToken: undefined }, { inviteToken: "invite-token-0123456789abcdef" }]) {
    const options = { machine, input, events, serializeState: serialize };
    for (const path of generatePaths(options)) {
      it(`${input.inviteToken ? "from an invitation" : "at /console"}: ${path.description}`, () => {
        const run = replay(options, path.events);
        replays.push(run);
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
      });
    }
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

/** The state and what the views read; the member's stage repeats in other fields, so it is left out. */
function serialize(snapshot: { value: unknown; context: unknown }): string {
  const context = snapshot.context as {
    failure?: CallFailure;
    me?: StaffMe;
    totp?: TotpSecret;
    invite?: StaffInvite;
    recoveryCodes?: string[];
    recovered: boolean;
  };
  return JSON.stringify([
    snapshot.value,
    context.failure?.status,
    context.failure?.code ?? context.failure?.local,
    context.me?.stage,
    !!context.totp,
    !!context.invite,
    context.recoveryCodes?.length,
    context.recovered,
  ]);
}

/** Real effects as a console would see them: each answers what the test scripted. */
function scripted(answers: Partial<Record<string, (input: unknown) => unknown>>) {
  const calls: string[] = [];
  const actor = (id: string) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push(input === undefined ? id : `${id} ${JSON.stringify(input)}`);
      const answer = answers[id];
      if (!answer) throw new Error(`${id} was not expected`);
      return answer(input);
    });
  const actors = Object.fromEntries(ACTOR_IDS.map((id) => [id, actor(id)]));
  return { calls, machine: staffSignInMachine.provide({ actors: actors as never }) };
}

const throws = (error: CallFailure) => () => {
  throw error;
};

describe("staff sign-in machine", () => {
  it("signs a member in with the e-mailed code and the authenticator app after a wrong code", async () => {
    let tries = 0;
    const { calls, machine: real } = scripted({
      loadMe: throws(FAILURES.signedOut),
      requestCode: () => undefined,
      verifyCode: () => member("second_factor"),
      confirmTotp: () => {
        tries += 1;
        if (tries === 1) throw FAILURES.wrongCode;
        return member("complete");
      },
    });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    actor.send({ type: "email.submitted", email: "officer@customs.example" });
    await expect.poll(() => actor.getSnapshot().value).toBe("codeSent");
    actor.send({ type: "code.submitted", code: "123456" });
    await expect.poll(() => actor.getSnapshot().value).toBe("secondFactor");
    actor.send({ type: "totp.submitted", code: "000000" });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(FAILURES.wrongCode);
    expect(actor.getSnapshot().value).toBe("secondFactor");
    actor.send({ type: "totp.submitted", code: "654321" });
    await expect.poll(() => actor.getSnapshot().value).toBe("signedIn");
    expect(actor.getSnapshot().context).toMatchObject({ me: member("complete"), failure: undefined });
    expect(calls).toEqual([
      "loadMe",
      'requestCode {"email":"officer@customs.example"}',
      'verifyCode {"email":"officer@customs.example","code":"123456"}',
      'confirmTotp {"code":"000000"}',
      'confirmTotp {"code":"654321"}',
    ]);
  });

  it("takes an invited member from the link through the code to enrolment and into the console", async () => {
    const { calls, machine: real } = scripted({
      loadMe: throws(FAILURES.signedOut),
      loadInvite: () => invite,
      requestInviteCode: () => undefined,
      acceptInvite: () => member("enrolment"),
      startTotpEnrolment: () => secret,
      confirmTotpEnrolment: () => enrolled(CODES),
    });
    const actor = createActor(real, { input: { inviteToken: "invite-token-0123456789abcdef" } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("inviteReady");
    actor.send({ type: "inviteCode.requested" });
    await expect.poll(() => actor.getSnapshot().value).toBe("inviteCodeSent");
    actor.send({ type: "code.submitted", code: "123456" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ enrolment: "ready" });
    expect(actor.getSnapshot().context.totp).toEqual(secret);
    actor.send({ type: "totp.submitted", code: "654321" });
    await expect.poll(() => actor.getSnapshot().value).toBe("savingCodes");
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(CODES);
    actor.send({ type: "codes.saved" });
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(actor.getSnapshot().context.recoveryCodes).toBeUndefined();
    expect(calls).toEqual([
      "loadMe",
      'loadInvite {"token":"invite-token-0123456789abcdef"}',
      'requestInviteCode {"token":"invite-token-0123456789abcdef"}',
      'acceptInvite {"token":"invite-token-0123456789abcdef","code":"123456"}',
      "startTotpEnrolment",
      'confirmTotpEnrolment {"code":"654321"}',
    ]);
  });

  it("lets a member who lost the phone in with a recovery code after a wrong one, then asks for a new factor and shows new codes once (decision 057)", async () => {
    let tries = 0;
    const { calls, machine: real } = scripted({
      loadMe: () => member("second_factor"),
      signInWithRecoveryCode: () => {
        tries += 1;
        if (tries === 1) throw FAILURES.wrongCode;
        return member("enrolment");
      },
      startTotpEnrolment: () => secret,
      confirmTotpEnrolment: () => enrolled(CODES),
    });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("secondFactor");
    actor.send({ type: "recovery.chosen" });
    expect(actor.getSnapshot().value).toBe("recoveryCode");
    actor.send({ type: "recoveryCode.submitted", code: "ABCDEFGHJK" });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(FAILURES.wrongCode);
    expect(actor.getSnapshot().value).toBe("recoveryCode");
    actor.send({ type: "recoveryCode.submitted", code: "LMNPQRSTUV" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ enrolment: "ready" });
    expect(actor.getSnapshot().context).toMatchObject({ recovered: true, failure: undefined, me: member("enrolment") });
    actor.send({ type: "totp.submitted", code: "654321" });
    await expect.poll(() => actor.getSnapshot().value).toBe("savingCodes");
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: CODES, recovered: false });
    actor.send({ type: "codes.saved" });
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(calls).toEqual([
      "loadMe",
      'signInWithRecoveryCode {"code":"ABCDEFGHJK"}',
      'signInWithRecoveryCode {"code":"LMNPQRSTUV"}',
      "startTotpEnrolment",
      'confirmTotpEnrolment {"code":"654321"}',
    ]);
  });

  it("goes back from the recovery code to the authenticator app without a call", async () => {
    const { calls, machine: real } = scripted({ loadMe: () => member("second_factor") });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("secondFactor");
    actor.send({ type: "recovery.chosen" });
    actor.send({ type: "recovery.cancelled" });
    expect(actor.getSnapshot().value).toBe("secondFactor");
    expect(calls).toEqual(["loadMe"]);
  });

  it("shows a locked account's message and starts again from the e-mail step", async () => {
    const { machine: real } = scripted({ loadMe: throws(FAILURES.signedOut), requestCode: () => undefined, verifyCode: throws(FAILURES.locked) });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("signedOut");
    actor.send({ type: "email.submitted", email: "officer@customs.example" });
    await expect.poll(() => actor.getSnapshot().value).toBe("codeSent");
    actor.send({ type: "code.submitted", code: "123456" });
    await expect.poll(() => actor.getSnapshot().value).toBe("locked");
    expect(actor.getSnapshot().context.failure?.message).toBe(STAFF_MESSAGES.locked);
    expect(actor.getSnapshot().can({ type: "code.submitted", code: "123456" })).toBe(false);
    actor.send({ type: "signIn.restarted" });
    expect(actor.getSnapshot().value).toBe("signedOut");
  });

  it("goes back to the e-mail step with the reason when another page's call finds the session ended", async () => {
    const { machine: real } = scripted({ loadMe: () => member("complete") });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("signedIn");
    actor.send({ type: "session.lost", failure: FAILURES.ended });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ me: undefined, failure: FAILURES.ended });
  });

  it("asks only for the second factor when another page's call finds the shift session idle, and goes back to work after it (decision 038)", async () => {
    const { machine: real, calls } = scripted({ loadMe: () => member("complete"), confirmTotp: () => member("complete") });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("signedIn");
    actor.send({ type: "session.resumeRequired" });
    expect(actor.getSnapshot().value).toBe("secondFactor");
    expect(actor.getSnapshot().context.me).toMatchObject({ email: "officer@customs.example", stage: "second_factor", resuming: true });
    actor.send({ type: "totp.submitted", code: "654321" });
    await expect.poll(() => actor.getSnapshot().value).toBe("signedIn");
    expect(calls).toEqual(["loadMe", 'confirmTotp {"code":"654321"}']);
  });

  it("keeps a session it could not end, so a shared device does not look signed out, until a page's call finds it ended", async () => {
    const { machine: real } = scripted({ loadMe: () => member("complete"), signOut: throws(FAILURES.offline) });
    const actor = createActor(real, { input: { inviteToken: undefined } }).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("signedIn");
    actor.send({ type: "signOut.requested" });
    await expect.poll(() => actor.getSnapshot().value).toBe("signOutFailed");
    expect(actor.getSnapshot().context.me).toEqual(member("complete"));
    // The page still shows, and its calls still go to the console shell (decision 047).
    actor.send({ type: "session.lost", failure: FAILURES.ended });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.failure).toEqual(FAILURES.ended);
  });
});

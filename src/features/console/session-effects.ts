import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { type ActorRefFrom, fromPromise } from "xstate";
import { PASSKEY_FAILED, staffSignInMachine } from "../../../machines/console/staff-sign-in.machine.ts";
import * as staff from "../../api/staff.ts";
import { onStaffSessionLost, staffSessionApi } from "../../api/staff-client.ts";
import { calling } from "../../api/failed-call.ts";

/** A staff call whose failure reaches the machine as a CallFailure. */
function call<Output, Input = void>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) => calling(() => run(input)));
}

/** The browser's passkey prompt; its refusal (cancelled, no authenticator) is not a server failure. */
async function inBrowser<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch {
    throw PASSKEY_FAILED;
  }
}

type RequestOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];
type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

async function signInWithPasskey() {
  const options = await calling(staff.passkeySignInOptions);
  const response = await inBrowser(() => startAuthentication({ optionsJSON: options as unknown as RequestOptions }));
  return calling(() => staff.signInWithPasskey(response));
}

/**
 * Creates a passkey in the browser and has the server keep it; the enrolment step (with the sign-in
 * flow's client) and the security page (with a page's) both add one this way.
 */
export async function registerPasskey(api: staff.StaffClient) {
  const options = await calling(() => staff.passkeyEnrolmentOptions(api));
  const response = await inBrowser(() => startRegistration({ optionsJSON: options as unknown as CreationOptions }));
  return calling(() => staff.registerPasskey(api, response));
}

/** The sign-in machine with the console's real calls. */
export const consoleSessionMachine = staffSignInMachine.provide({
  actors: {
    loadMe: call(() => staff.loadStaffMe(staffSessionApi)),
    requestCode: call(({ email }: { email: string }) => staff.requestStaffCode(email)),
    verifyCode: call(({ email, code }: { email: string; code: string }) => staff.verifyStaffCode(email, code)),
    confirmTotp: call(({ code }: { code: string }) => staff.confirmStaffTotp(code)),
    signInWithPasskey: fromPromise(signInWithPasskey),
    loadInvite: call(({ token }: { token: string }) => staff.loadInvite(token)),
    requestInviteCode: call(({ token }: { token: string }) => staff.requestInviteCode(token)),
    acceptInvite: call(({ token, code }: { token: string; code: string }) => staff.acceptInvite(token, code)),
    signInWithRecoveryCode: call(({ code }: { code: string }) => staff.signInWithRecoveryCode(code)),
    startTotpEnrolment: call(staff.startTotpEnrolment),
    confirmTotpEnrolment: call(({ code }: { code: string }) => staff.confirmTotpEnrolment(code)),
    registerPasskey: fromPromise(() => registerPasskey(staffSessionApi)),
    signOut: call(staff.signOutStaff),
  },
});

/**
 * The console shell's half of decision 047, the one place a lost session is handled: a page's call
 * that found it lost asks for the second factor on the same page, which shows again once it is given
 * (decision 038), or brings the member back to sign in with the reason, at `toSignIn`. The page's
 * call never settles, and the page goes as the sign-in step replaces it. Returns the unsubscribe.
 */
export function followSessionLoss(session: ActorRefFrom<typeof staffSignInMachine>, toSignIn: () => void): () => void {
  return onStaffSessionLost((loss, failure) => {
    const event = loss === "resume" ? { type: "session.resumeRequired" as const } : { type: "session.lost" as const, failure };
    if (!session.getSnapshot().can(event)) return;
    session.send(event);
    if (loss === "signIn") toSignIn();
  });
}

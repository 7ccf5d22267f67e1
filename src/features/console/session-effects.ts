import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { fromPromise } from "xstate";
import { PASSKEY_FAILED, staffSignInMachine } from "../../../machines/console/staff-sign-in.machine.ts";
import * as staff from "../../api/staff.ts";
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

/** Creates a passkey in the browser and has the server keep it; the enrolment page and the security page both add one this way. */
export async function registerPasskey() {
  const options = await calling(staff.passkeyEnrolmentOptions);
  const response = await inBrowser(() => startRegistration({ optionsJSON: options as unknown as CreationOptions }));
  return calling(() => staff.registerPasskey(response));
}

/** The sign-in machine with the console's real calls. */
export const consoleSessionMachine = staffSignInMachine.provide({
  actors: {
    loadMe: call(staff.loadStaffMe),
    requestCode: call(({ email }: { email: string }) => staff.requestStaffCode(email)),
    verifyCode: call(({ email, code }: { email: string; code: string }) => staff.verifyStaffCode(email, code)),
    confirmTotp: call(({ code }: { code: string }) => staff.confirmStaffTotp(code)),
    signInWithPasskey: fromPromise(signInWithPasskey),
    loadInvite: call(({ token }: { token: string }) => staff.loadInvite(token)),
    requestInviteCode: call(({ token }: { token: string }) => staff.requestInviteCode(token)),
    acceptInvite: call(({ token, code }: { token: string; code: string }) => staff.acceptInvite(token, code)),
    startTotpEnrolment: call(staff.startTotpEnrolment),
    confirmTotpEnrolment: call(({ code }: { code: string }) => staff.confirmTotpEnrolment(code)),
    registerPasskey: fromPromise(registerPasskey),
    signOut: call(staff.signOutStaff),
  },
});

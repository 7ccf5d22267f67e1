import { msg } from "@lingui/core/macro";
import { createActor, fromPromise } from "xstate";
import { establishmentPortalMachine } from "../../../machines/establishment-portal.machine.ts";
import * as portalApi from "../../api/establishments.ts";
import { calling } from "../../api/failed-call.ts";
import { i18n } from "../../app/i18n.ts";
import { showToast } from "../../app/shell/notify.ts";
import type { BranchInput, RegisterEstablishment } from "#domain/establishments.ts";

function failingAs<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input }) => calling(() => call(input)));
}

/** The portal machine with its real effects; it starts when the portal's code first loads. */
export const portalActor = createActor(
  establishmentPortalMachine.provide({
    actions: {
      storeSession: (_, started) => portalApi.storePortalSession(started),
      removeStoredSession: portalApi.forgetPortalSession,
      announceSaved: () => showToast("success", i18n._(msg`Branch saved.`)),
      announceDeleted: () => showToast("success", i18n._(msg`Branch deleted.`)),
    },
    actors: {
      signIn: failingAs(({ email, password }: { email: string; password: string }) => portalApi.signInToPortal(email, password)),
      register: failingAs((registration: RegisterEstablishment) => portalApi.registerEstablishment(registration)),
      resendConfirmation: failingAs(({ email }: { email: string }) => portalApi.resendConfirmation(email)),
      confirmEmail: failingAs(({ token }: { token: string }) => portalApi.confirmEstablishmentEmail(token)),
      requestReset: failingAs(({ email }: { email: string }) => portalApi.requestPasswordReset(email)),
      resetPassword: failingAs(({ token, password }: { token: string; password: string }) => portalApi.resetPortalPassword(token, password)),
      loadBranches: failingAs(() => portalApi.listBranches()),
      saveBranch: failingAs(({ id, branch }: { id: string | undefined; branch: BranchInput }) => portalApi.saveBranch(id, branch)),
      deleteBranch: failingAs(({ id }: { id: string }) => portalApi.deleteBranch(id)),
      logOut: fromPromise(() => portalApi.logOutOfPortal()),
    },
  }),
);

portalActor.start();
portalActor.send({ type: "storage.read", account: portalApi.readPortalSession()?.account });

import { msg } from "@lingui/core/macro";
import { FetchError } from "ofetch";
import { createActor, fromPromise } from "xstate";
import { establishmentPortalMachine, type PortalFailure } from "../../../machines/establishment-portal.machine.ts";
import * as portalApi from "../../api/establishments.ts";
import { i18n } from "../../app/i18n.ts";
import { showToast } from "../../app/shell/notify.ts";
import type { BranchInput, RegisterEstablishment } from "#domain/establishments.ts";

function firstFieldMessage(errors: unknown): string | undefined {
  if (typeof errors !== "object" || errors === null) return undefined;
  const first = Object.values(errors).flat()[0];
  return typeof first === "string" ? first : undefined;
}

/** A failed portal call as the machine sees it; any 403 here is about the portal session. */
function toPortalFailure(error: unknown): PortalFailure {
  if (error instanceof FetchError) {
    if (error.status === undefined) return { message: i18n._(msg`Unable to connect to web service`), sessionEnded: false };
    const body: unknown = error.data;
    const field = (name: string): unknown => (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined);
    const message = field("message");
    return { message: firstFieldMessage(field("errors")) ?? (typeof message === "string" ? message : undefined), sessionEnded: error.status === 403 };
  }
  return { message: i18n._(msg`The server's answer could not be read. Please try again.`), sessionEnded: false };
}

function failingAs<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await call(input);
    } catch (error) {
      throw toPortalFailure(error);
    }
  });
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
      loadBranches: failingAs(() => portalApi.listBranches()),
      saveBranch: failingAs(({ id, branch }: { id: string | undefined; branch: BranchInput }) => portalApi.saveBranch(id, branch)),
      deleteBranch: failingAs(({ id }: { id: string }) => portalApi.deleteBranch(id)),
      logOut: fromPromise(() => portalApi.logOutOfPortal()),
    },
  }),
);

portalActor.start();
portalActor.send({ type: "storage.read", account: portalApi.readPortalSession()?.account });

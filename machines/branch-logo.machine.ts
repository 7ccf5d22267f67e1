import { assign, fromPromise, setup } from "xstate";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import type { BranchResource } from "#domain/establishments.ts";
import { UPLOAD_MESSAGES } from "#domain/uploads.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

export interface BranchLogoInput {
  branchId: string;
  /** The branch's logo address, "" when it has none. */
  logo: string;
}

export interface BranchLogoContext extends BranchLogoInput {
  /** The chosen file, shown (from memory) while it is being sent. */
  preview: string | undefined;
  /** Why the last change failed. */
  failure: CallFailure | undefined;
  /** Whether the branch's logo differs from the one the form was opened with. */
  changed: boolean;
}

export type BranchLogoEvent = { type: "logo.chosen"; file: Blob; preview: string } | { type: "logo.removed" };

/** A file over the limit is refused here as the server would refuse it, without sending it. */
const TOO_LARGE: CallFailure = { status: 413, code: "UPLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.tooLarge };

// The app provides the calls; until then they never settle.
const never = () => new Promise<never>(() => {});

/**
 * A branch's logo in the portal's branch form (docs/decisions/012): a chosen image is sent at once
 * and shown meanwhile; one over 2,097,152 bytes is refused here already ('File size is too large');
 * the server checks the rest by content. A logo can also be removed.
 */
const choosing = {
  on: {
    "logo.chosen": [
      { guard: "tooLarge", target: "failed", actions: "refuseTooLarge" },
      { target: "uploading", actions: "takeChoice" },
    ],
    "logo.removed": { guard: "hasLogo", target: "removing", actions: "clearFailure" },
  },
} as const;

export const branchLogoMachine = setup({
  types: {
    context: {} as BranchLogoContext,
    events: {} as BranchLogoEvent,
    input: {} as BranchLogoInput,
  },
  actions: {
    takeChoice: assign({
      preview: ({ event }) => (event.type === "logo.chosen" ? event.preview : undefined),
      failure: undefined,
    }),
    refuseTooLarge: assign({ failure: TOO_LARGE, preview: undefined }),
    clearFailure: assign({ failure: undefined }),
  },
  actors: {
    uploadLogo: fromPromise<BranchResource, { branchId: string; file: Blob }>(never),
    removeLogo: fromPromise<BranchResource, { branchId: string }>(never),
  },
  guards: {
    tooLarge: ({ event }) => event.type === "logo.chosen" && event.file.size > MAX_UPLOAD_BYTES,
    hasLogo: ({ context }) => context.logo !== "",
  },
}).createMachine({
  id: "branchLogo",
  context: ({ input }) => ({ ...input, preview: undefined, failure: undefined, changed: false }),
  initial: "idle",
  states: {
    idle: choosing,
    uploading: {
      invoke: {
        id: "uploadLogo",
        src: "uploadLogo",
        input: ({ context, event }) => ({ branchId: context.branchId, file: event.type === "logo.chosen" ? event.file : new Blob() }),
        onDone: { target: "idle", actions: assign({ logo: ({ event }) => event.output.attributes.logo, preview: undefined, changed: true }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error), preview: undefined }) },
      },
    },
    removing: {
      invoke: {
        id: "removeLogo",
        src: "removeLogo",
        input: ({ context }) => ({ branchId: context.branchId }),
        onDone: { target: "idle", actions: assign({ logo: ({ event }) => event.output.attributes.logo, changed: true }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: choosing,
  },
});

import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type BranchLogoEvent, type BranchLogoInput, branchLogoMachine } from "../../machines/branch-logo.machine.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import type { BranchResource } from "#domain/establishments.ts";
import { branchResource } from "../support/branch-resources.ts";
import { expectFullCoverage, generatePaths, observable, type Replay, replay } from "./support/path-coverage.ts";

const BRANCH_ID = "6f1c2a52-4a55-4d7b-9d0e-1f2b3c4d5e6f";
const NEW_LOGO = "/api/v1/logos/0b8e8c6e-2f7c-4f7e-9a51-6a4a2d1c9e11.png";

const branch = (logo: string): BranchResource => branchResource(BRANCH_ID, { name: "Deli", logo });

const small = new Blob([new Uint8Array(10)], { type: "image/png" });
const large = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: "image/png" });
const never = () => new Promise<never>(() => {});
const machine = branchLogoMachine.provide({
  actors: {
    uploadLogo: fromPromise<BranchResource, { branchId: string; file: Blob }>(never),
    removeLogo: fromPromise<BranchResource, { branchId: string }>(never),
  },
});

const events = [
  { type: "logo.chosen", file: small, preview: "blob:small" },
  { type: "logo.chosen", file: large, preview: "blob:large" },
  { type: "logo.removed" },
  { type: "xstate.done.actor.uploadLogo", output: branch(NEW_LOGO) } as unknown as BranchLogoEvent,
  {
    type: "xstate.error.actor.uploadLogo",
    error: {
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Only PNG, JPG or GIF images can be uploaded.",
      fieldErrors: { file: ["Only PNG, JPG or GIF images can be uploaded."] },
    },
  } as unknown as BranchLogoEvent,
  { type: "xstate.done.actor.removeLogo", output: branch("") } as unknown as BranchLogoEvent,
  { type: "xstate.error.actor.removeLogo", error: "offline" } as unknown as BranchLogoEvent,
] satisfies BranchLogoEvent[];

const inputs: BranchLogoInput[] = [
  { branchId: BRANCH_ID, logo: "" },
  { branchId: BRANCH_ID, logo: "/api/v1/logos/5d7e3c1a-8b9f-4e2d-a6c4-3b2a1f0e9d8c.jpg" },
];

describe("branch logo machine, generated paths", () => {
  const replays: Replay[] = [];
  for (const input of inputs) {
    const options = { machine, input, events };
    for (const path of generatePaths(options)) {
      it(`${input.logo ? "with" : "without"} a logo: ${path.description}`, () => {
        const run = replay(options, path.events);
        replays.push(run);
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        const { preview, logo, failure } = run.snapshot.context as { preview?: string; logo: string; failure?: CallFailure };
        // The chosen file is shown only while it is being sent.
        expect(preview !== undefined).toBe(run.snapshot.matches("uploading"));
        // A failure is shown only in the failed state.
        expect(failure !== undefined).toBe(run.snapshot.matches("failed"));
        // Removing is offered only when there is a logo to remove.
        if (run.snapshot.matches("idle") || run.snapshot.matches("failed")) expect(run.snapshot.can({ type: "logo.removed" })).toBe(logo !== "");
      });
    }
  }
  it("covers every state and transition", () => expectFullCoverage(machine, replays));
});

describe("branch logo machine", () => {
  it("sends the chosen file for its branch and takes the saved logo; a file over 2,097,152 bytes is never sent", async () => {
    const sent: { branchId: string; size: number }[] = [];
    const actor = createActor(
      branchLogoMachine.provide({
        actors: {
          uploadLogo: fromPromise(async ({ input }: { input: { branchId: string; file: Blob } }) => {
            sent.push({ branchId: input.branchId, size: input.file.size });
            return branch(NEW_LOGO);
          }),
        },
      }),
      { input: { branchId: BRANCH_ID, logo: "" } },
    ).start();
    actor.send({ type: "logo.chosen", file: large, preview: "blob:large" });
    expect(actor.getSnapshot().context.failure?.message).toBe("File size is too large");
    actor.send({ type: "logo.chosen", file: small, preview: "blob:small" });
    expect(actor.getSnapshot().context).toMatchObject({ preview: "blob:small", failure: undefined });
    await expect.poll(() => actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ logo: NEW_LOGO, preview: undefined, changed: true });
    expect(sent).toEqual([{ branchId: BRANCH_ID, size: 10 }]);
  });
});

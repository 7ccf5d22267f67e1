import { fromPromise } from "xstate";
import { branchLogoMachine } from "../../../machines/branch-logo.machine.ts";
import { removeBranchLogo, uploadBranchLogo } from "../../api/establishments.ts";

/** The branch logo machine with its real calls. */
export const logoMachine = branchLogoMachine.provide({
  actors: {
    uploadLogo: fromPromise(({ input }: { input: { branchId: string; file: Blob } }) => uploadBranchLogo(input.branchId, input.file)),
    removeLogo: fromPromise(({ input }: { input: { branchId: string } }) => removeBranchLogo(input.branchId)),
  },
});

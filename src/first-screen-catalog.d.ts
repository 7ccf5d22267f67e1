/** The messages of the shell and the guest page's first screen in one language (vite.config.ts). */
declare module "virtual:first-screen-catalog/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

import { saveFile } from "../../../lib/save-file.ts";

/** The codes one a line under a heading, as the member copies or keeps them. */
const asText = (heading: string, codes: readonly string[]) => `${heading}\n\n${codes.join("\n")}\n`;

export function copyRecoveryCodes(heading: string, codes: readonly string[]): Promise<void> {
  return navigator.clipboard.writeText(asText(heading, codes));
}

export function downloadRecoveryCodes(heading: string, codes: readonly string[]): void {
  saveFile(new Blob([asText(heading, codes)], { type: "text/plain;charset=utf-8" }), "console-recovery-codes.txt");
}

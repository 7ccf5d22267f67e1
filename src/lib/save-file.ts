/** Offers the blob to the browser as a download under the given file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the click; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

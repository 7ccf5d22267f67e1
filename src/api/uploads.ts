import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";
import { type ImportUrlBody, UploadAnswer } from "#domain/uploads.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { api } from "./client.ts";
import { describeFailedCall } from "./error-catalogue.ts";

const BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "";

export type UploadedImage = UploadAnswer["data"];

/** A refused or failed upload; status 0 when no answer came. */
export class UploadFailure extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Upload failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface UploadRequest {
  path: string;
  body: Blob | string;
  contentType: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * XMLHttpRequest rather than the fetch client: only it reports upload progress, and a refused
 * upload is shown in its field rather than as a toast.
 */
function sendUpload({ path, body, contentType, onProgress, signal }: UploadRequest): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", BASE_URL + path);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader("content-type", contentType);
    request.setRequestHeader("accept", "application/json");
    const token = localStore.get(LOCAL_KEYS.token);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      const answer = v.safeParse(UploadAnswer, body);
      if (request.status >= 200 && request.status < 300 && answer.success) resolve(answer.output.data);
      else reject(new UploadFailure(request.status, body));
    };
    request.onerror = () => reject(new UploadFailure(0, undefined));
    request.ontimeout = () => reject(new UploadFailure(0, undefined));
    request.onabort = () => reject(new UploadFailure(0, undefined));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

/** POST /api/v1/uploads with the image's bytes; `onProgress` receives the part sent, from 0 to 1. */
export function uploadImage(file: Blob & { name?: string }, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  const query = file.name ? `?${new URLSearchParams({ name: file.name })}` : "";
  return sendUpload({ path: `/api/v1/uploads${query}`, body: file, contentType: file.type, onProgress, signal });
}

/** POST /api/v1/uploads/from-url: the server fetches the image (the browser may not) and keeps it like an upload. */
export function importImage(body: ImportUrlBody, signal?: AbortSignal): Promise<UploadedImage> {
  return sendUpload({ path: "/api/v1/uploads/from-url", body: JSON.stringify(body), contentType: "application/json", signal });
}

/** The catalogue's words when no answer came (docs/product-spec.md, part 8). */
export const NO_CONNECTION_TEXT = "Unable to connect to web service";

/**
 * Why an upload failed, in the server's words (its first field message, as docs/product-spec.md, part 8 shows
 * them); "" when it gave none.
 */
export function uploadFailureText(failure: unknown): string {
  if (!(failure instanceof UploadFailure)) return "";
  if (failure.status === 0) return NO_CONNECTION_TEXT;
  const { message } = describeFailedCall({ status: failure.status, body: failure.body, pathname: window.location.pathname });
  if (typeof message === "string") return message;
  const serverMessage = v.safeParse(v.object({ message: v.string() }), failure.body);
  return serverMessage.success ? serverMessage.output.message : "";
}

/** An uploaded image is served only to its owner, so it is fetched with the token and shown from memory. */
export function fetchImage(url: string): Promise<Blob> {
  return api(url, { responseType: "blob" });
}

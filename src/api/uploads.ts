import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "../domain/constants.ts";
import { UploadAnswer } from "../domain/uploads.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { api } from "./client.ts";

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

/**
 * POST /api/v1/uploads with the image's bytes. XMLHttpRequest rather than the fetch client: only it
 * reports upload progress, which `onProgress` receives as a fraction from 0 to 1.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${BASE_URL}/api/v1/uploads?${new URLSearchParams({ name: file.name })}`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader("content-type", file.type);
    request.setRequestHeader("accept", "application/json");
    const token = localStore.get(LOCAL_KEYS.token);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      const answer = v.safeParse(UploadAnswer, body);
      if (request.status >= 200 && request.status < 300 && answer.success) resolve(answer.output.data);
      else reject(new UploadFailure(request.status, body));
    };
    request.onerror = () => reject(new UploadFailure(0, undefined));
    request.ontimeout = () => reject(new UploadFailure(0, undefined));
    request.send(file);
  });
}

/** An uploaded image is served only to its owner, so it is fetched with the token and shown from memory. */
export function fetchImage(url: string): Promise<Blob> {
  return api(url, { responseType: "blob" });
}

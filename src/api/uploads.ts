import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";
import { type ImportUrlBody, UploadAnswer } from "#domain/uploads.ts";
import { callFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { api } from "./client.ts";

const BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "";

export type UploadedImage = UploadAnswer["data"];

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
 * upload is shown in its field rather than as a toast. It rejects with the one CallFailure (decision 042).
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
      else reject(callFailure(request.status, body));
    };
    request.onerror = () => reject(NO_ANSWER);
    request.ontimeout = () => reject(NO_ANSWER);
    request.onabort = () => reject(NO_ANSWER);
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

/** An uploaded image is served only to its owner, so it is fetched with the token and shown from memory. */
export function fetchImage(url: string): Promise<Blob> {
  return api(url, { responseType: "blob" });
}

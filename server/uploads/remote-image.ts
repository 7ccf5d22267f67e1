import { lookup } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { MAX_UPLOAD_BYTES } from "#domain/constants.ts";
import { fieldRefusal } from "../http/field-errors.ts";
import { isPublicAddress } from "./public-address.ts";

export interface RemoteImageOptions {
  /**
   * Origins (scheme, host and port) fetched even over plain http or at a private address: tests
   * and development serve images from their own machine. Empty in production.
   */
  trustedOrigins?: readonly string[];
  timeoutMs?: number;
  maxRedirects?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const notAllowed = () => fieldRefusal("url", "URL_NOT_ALLOWED");
const unreachable = () => fieldRefusal("url", "URL_UNREACHABLE");
const tooLarge = () => fieldRefusal("url", "IMAGE_TOO_LARGE");

interface Target {
  url: URL;
  address: string;
  family: number;
}

/** The address to connect to; every address the name resolves to must be public, unless the origin is trusted. */
async function resolveTarget(url: URL, trusted: ReadonlySet<string>): Promise<Target> {
  const isTrusted = trusted.has(url.origin);
  if (url.protocol !== "https:" && !(isTrusted && url.protocol === "http:")) throw notAllowed();
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw unreachable();
  }
  const [first] = addresses;
  if (!first) throw unreachable();
  if (!isTrusted && !addresses.every(({ address }) => isPublicAddress(address))) throw notAllowed();
  return { url, address: first.address, family: first.family };
}

function nextUrl(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw unreachable();
  }
}

/** Connects to the address that was checked, whatever the name resolves to by then (no DNS rebinding). */
function pinnedLookup({ address, family }: Target): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function get(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target.url, {
      method: "GET",
      // No pooled sockets: each request connects to its own checked address.
      agent: false,
      lookup: pinnedLookup(target),
      signal,
      headers: { accept: "image/png, image/jpeg, image/gif", "user-agent": "travel-declaration image import" },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

function readLimited(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        response.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.once("end", () => resolve(Buffer.concat(chunks)));
    response.once("error", reject);
    response.once("close", () => {
      if (!response.complete) reject(unreachable());
    });
  });
}

/**
 * Fetches an image for the URL import (docs/decisions/008-uploads.md) without letting a caller
 * reach our own network: https only, public addresses only (each redirect checked again, at most
 * `maxRedirects`), one deadline for everything, and no more than 2,097,152 bytes read. Failures are
 * 422s on the field `url`.
 */
export async function fetchRemoteImage(address: string, options: RemoteImageOptions = {}): Promise<{ bytes: Buffer; url: URL }> {
  const trusted = new Set(options.trustedOrigins ?? []);
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    const target = await resolveTarget(url, trusted);
    let response: IncomingMessage;
    try {
      response = await get(target, signal);
    } catch {
      throw unreachable();
    }
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) throw unreachable();
      url = nextUrl(location, url);
      continue;
    }
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
      response.destroy();
      throw unreachable();
    }
    if (Number(response.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) {
      response.destroy();
      throw tooLarge();
    }
    try {
      return { bytes: await readLimited(response), url };
    } catch (error) {
      throw signal.aborted ? unreachable() : error;
    }
  }
}

import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "../uploads/public-address.ts";

/** Where a push goes: the endpoint and the address that was checked, which the request connects to. */
export interface PushTarget {
  url: URL;
  address: string;
  family: number;
}

export type PushEndpointCheck = { ok: true; target: PushTarget } | { ok: false; reason: "not_allowed" | "unresolvable" };

/**
 * A push endpoint is an https address of a push service on the public internet: the server must
 * not be made to post to its own network (the endpoint is the browser's to choose, so anyone's).
 * Every address the host resolves to must be public. Origins in PUSH_TRUSTED_ORIGINS (the tests'
 * local push service) may be plain http at a private address.
 */
export async function checkPushEndpoint(endpoint: string, trustedOrigins: readonly string[]): Promise<PushEndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: "not_allowed" };
  }
  const trusted = trustedOrigins.includes(url.origin);
  if (url.protocol !== "https:" && !(trusted && url.protocol === "http:")) return { ok: false, reason: "not_allowed" };
  if (url.username || url.password) return { ok: false, reason: "not_allowed" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: "unresolvable" };
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: "unresolvable" };
  if (!trusted && !addresses.every(({ address }) => isPublicAddress(address))) return { ok: false, reason: "not_allowed" };
  return { ok: true, target: { url, address: first.address, family: first.family } };
}

/** Connects to the address that was checked, whatever the name resolves to by then (no DNS rebinding). */
export function pinnedLookup({ address, family }: PushTarget): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an address is on the public internet: not private, loopback, link-local, multicast,
 * carrier-grade NAT, documentation, an IPv6 translation prefix or otherwise reserved. An
 * IPv4-mapped IPv6 address is judged by the IPv4 address inside it.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
}

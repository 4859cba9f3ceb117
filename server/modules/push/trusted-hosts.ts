import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF wall: a push subscription's endpoint comes from a client, and the server sends to it.
 * Only `https://` on a host the operator listed in PUSH_SERVICE_HOSTS (port 443 unless the entry
 * names one; `*.example.com` for its subdomains) is accepted; outside production a listed
 * `127.0.0.1:PORT` over http too, for tests. Addresses are never trusted by name alone: the
 * sender refuses to connect to a private, loopback or link-local address (isPublicAddress).
 */
export function trustedEndpoint(
  endpoint: string,
  hosts: readonly string[],
  isProduction: boolean,
): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (isProduction || host !== '127.0.0.1' || url.port === '') return null;
    return hosts.includes(`127.0.0.1:${url.port}`) ? url : null;
  }
  if (url.protocol !== 'https:') return null;
  // An address literal is never a push service's name (the list names hosts).
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return null;
  const port = url.port === '' ? '443' : url.port;
  return hosts.some((entry) => {
    const [name = '', entryPort = '443'] = entry.split(':');
    if (entryPort !== port) return false;
    return name.startsWith('*.')
      ? host.endsWith(name.slice(1)) && host !== name.slice(2)
      : host === name;
  })
    ? url
    : null;
}

/**
 * False for addresses inside the operator's network or the machine itself, and for every other
 * range that is not plain public unicast (ipaddr.js's table: private, loopback, link-local,
 * carrier-grade NAT, 6to4 and NAT64 prefixes that can carry a private IPv4 address, …).
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  // process(): an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

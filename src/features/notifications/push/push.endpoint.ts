import dns from 'node:dns';
import net from 'node:net';

// The server POSTs to whatever endpoint a browser hands it, so an endpoint is a request forgery
// risk: it must be https: on a public host, both when it is stored (the name and any IP literal)
// and when it is called (every address its name resolves to, which defeats DNS rebinding).
// WEB_PUSH_ALLOW_LOCAL (tests) lifts both checks for a stand-in push service on loopback.

const NON_PUBLIC = new net.BlockList();
for (const [range, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const) {
  NON_PUBLIC.addSubnet(range, bits, 'ipv4');
}
for (const [range, bits] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(range, bits, 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa|localdomain)$/;

export function isPublicAddress(address: string) {
  const family = net.isIP(address);
  return family !== 0 && !NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Why a push endpoint may not be stored, or null when it may. */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The endpoint must be an https URL.';
  }
  if (allowLocal && (url.protocol === 'https:' || url.protocol === 'http:')) return null;
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL.';
  if (url.username || url.password) return 'The endpoint must not contain credentials.';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const literal = net.isIP(host) !== 0;
  if (
    (literal && !isPublicAddress(host)) ||
    (!literal && (!host.includes('.') || LOCAL_NAMES.test(host))) ||
    (url.port && url.port !== '443')
  ) {
    return 'The endpoint must be on a public host.';
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup for outgoing push requests: refuses a name that resolves to any non-public address. */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) {
      const error: NodeJS.ErrnoException = new Error(`Push endpoint host ${hostname} does not resolve to a public address.`);
      error.code = 'EPUSHHOST';
      return callback(error, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

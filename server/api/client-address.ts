/**
 * The client's address, for rate limits and the address stored with an order. `X-Forwarded-For` is read
 * only from the proxies named in TRUSTED_PROXIES (none by default): anyone else could write any address
 * there. The list takes addresses, CIDR ranges and the names `loopback`, `linklocal` and `uniquelocal`.
 */
import { BlockList, isIP } from 'node:net';

export type ProxyTrust = (address: string) => boolean;

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Reads a TRUSTED_PROXIES list ('loopback, 10.0.0.0/8, 203.0.113.7'); throws naming an entry it cannot read. */
export function proxyTrust(list: string | undefined): ProxyTrust | null {
  const entries = (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  const trusted = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')}`);
    }
    trusted.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Walks back from the connection's address through X-Forwarded-For while each hop is a trusted proxy;
 * the first address not trusted is the client (as Fastify does for `request.ip`).
 */
export function clientAddress(remote: string, forwardedFor: string | string[] | undefined, trust: ProxyTrust | null): string {
  if (!trust || !forwardedFor) return remote;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((hop) => hop.trim()).filter(Boolean).reverse();
  let client = remote;
  for (const hop of hops) {
    if (!trust(client)) break;
    client = hop;
  }
  return client;
}

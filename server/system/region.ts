/**
 * Region restriction: operator rules are CIDR ranges or ISO country codes. The visitor's country
 * comes from the offline geoip-country database, loaded on first use (it takes ~50 ms and memory
 * that a CLI run does not need).
 */
import ipaddr from 'ipaddr.js';

export type CountryLookup = (ip: string) => string | null;

export interface RegionRule {
  kind: 'cidr' | 'country';
  value: string;
}

type GeoModule = { lookup: (ip: string) => { country: string } | null };
let geo: GeoModule | null = null;

/** Starts loading the geoip data in the background so the first status call does not wait. */
export async function preloadGeo(): Promise<void> {
  if (geo) return;
  // @ts-expect-error geoip-country ships no type declarations
  const loaded = (await import('geoip-country')) as { default?: GeoModule } & GeoModule;
  geo = loaded.default ?? loaded;
}

export const geoipCountry: CountryLookup = (ip) => {
  if (!geo) return null; // still loading: unknown rather than a blocked request
  try {
    return geo.lookup(normalizeIp(ip))?.country ?? null;
  } catch {
    return null;
  }
};

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address it carries. */
export function normalizeIp(ip: string): string {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
}

/** Canonical form of an operator's rule: 2-letter country upper-cased, or a CIDR (a bare IP is /32 or /128). */
export function parseRegionRule(input: string): RegionRule | null {
  const value = input.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return { kind: 'country', value: value.toUpperCase() };
  try {
    if (value.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(value);
      return { kind: 'cidr', value: `${address.toString()}/${bits}` };
    }
    const address = ipaddr.parse(value);
    return { kind: 'cidr', value: `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}` };
  } catch {
    return null;
  }
}

export function isRestricted(ip: string, country: string | null, rules: readonly RegionRule[]): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6 | null = null;
  try {
    address = ipaddr.process(ip);
  } catch {
    address = null;
  }
  for (const rule of rules) {
    if (rule.kind === 'country' && country !== null && rule.value === country.toUpperCase()) return true;
    if (rule.kind === 'cidr' && address) {
      try {
        const range = ipaddr.parseCIDR(rule.value);
        if (range[0].kind() === address.kind() && address.match(range)) return true;
      } catch {
        // a malformed stored rule never blocks anyone
      }
    }
  }
  return false;
}

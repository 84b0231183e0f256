import { BlockList, isIP } from 'node:net';

/** "203.0.113.7", "203.0.113.0/24", "2001:db8::1" or "2001:db8::/32". */
export function isAllowlistEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An IPv4 client reached over an IPv6 socket arrives as ::ffff:a.b.c.d; the list names it as a.b.c.d. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether `ip` is one of the entries (addresses or CIDR ranges). Entries are checked by isAllowlistEntry when saved. */
export function isAddressAllowed(ip: string, entries: readonly string[]): boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const address = plainAddress(ip);
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

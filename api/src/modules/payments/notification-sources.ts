// Who may deliver YooKassa notifications: a sender address checked against addresses and CIDR
// ranges (payments.config.ts). This only keeps strangers out; what a notification says is still
// checked against the provider (payments.service.ts).
import { BlockList, isIP } from 'node:net';

export type SourceCheck = (address: string) => boolean;

export function createSourceCheck(sources: readonly string[]): SourceCheck {
  const allowed = new BlockList();
  for (const source of sources) {
    const [address = '', prefix] = source.split('/');
    const family = familyOf(address);
    if (!family) throw new Error(`not an IP address or CIDR range: ${source}`);
    if (prefix === undefined) {
      allowed.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) throw new Error(`not a CIDR range: ${source}`);
    allowed.addSubnet(address, bits, family);
  }
  return (address) => {
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = familyOf(plain);
    return family !== null && allowed.check(plain, family);
  };
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

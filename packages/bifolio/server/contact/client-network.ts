/**
 * Who the rate limit counts, the same on Node and on the edge: an IPv4 address as it is, an
 * IPv6 address by its /64, the block one home or phone is given, so a visitor cannot get a
 * fresh allowance by stepping to the next address of their own. An IPv4 address written as
 * IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) is the IPv4 address.
 */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight groups of an IPv6 address, a dotted IPv4 tail counted as the two it stands for. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::')
  const split = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const left = split(head)
  const right = split(tail)
  if (!address.includes('::')) return left
  return [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ]
}

export function clientNetwork(address: string | undefined): string {
  // A zone (`fe80::1%eth0`) and the brackets of `[2001:db8::1]` say nothing about the network.
  const plain = address
    ?.trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  if (!plain) return 'unknown'
  if (!plain.includes(':')) return plain
  const mapped = MAPPED_IPV4.exec(plain)?.[1]
  if (mapped) return mapped
  const network = ipv6Groups(plain)
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
  return `${network.join(':')}::/64`
}

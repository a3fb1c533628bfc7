/**
 * The network a visitor posts from, as the rate limit counts it on the edge: an IPv4 address
 * as it is, an IPv6 address by its /64, the block one home or phone is given, so a visitor
 * cannot get a fresh allowance by stepping to the next address of their own.
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

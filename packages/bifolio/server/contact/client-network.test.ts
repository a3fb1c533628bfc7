import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-network'

describe('clientNetwork', () => {
  it('counts an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const network = '2001:db8:7:1::/64'
    for (const address of [
      '2001:db8:7:1::1',
      '2001:0DB8:0007:0001:abcd:ef01:2345:6789',
      '[2001:db8:7:1::9]',
      '2001:db8:7:1:0:0:0:1%eth0',
      '2001:db8:7:1::192.0.2.1',
    ]) {
      expect(clientNetwork(address)).toBe(network)
    }
    expect(clientNetwork('2001:db8:7:2::1')).toBe('2001:db8:7:2::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  })

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('::FFFF:198.51.100.1')).toBe('198.51.100.1')
  })

  it('counts a request without an address as one unknown client', () => {
    expect(clientNetwork(undefined)).toBe('unknown')
    expect(clientNetwork('  ')).toBe('unknown')
  })
})

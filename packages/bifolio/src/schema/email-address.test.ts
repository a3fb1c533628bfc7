import { describe, expect, it } from 'vitest'
import { asciiAddress } from './email-address'

describe('asciiAddress', () => {
  it('keeps an ASCII address as it is', () => {
    expect(asciiAddress('ana@example.com')).toBe('ana@example.com')
  })

  it('writes an internationalised domain in its ASCII form', () => {
    expect(asciiAddress('ana@exämple.com')).toBe('ana@xn--exmple-cua.com')
    expect(asciiAddress('info@bücher.de')).toBe('info@xn--bcher-kva.de')
    expect(asciiAddress('ana@例え.テスト')).toBe('ana@xn--r8jz45g.xn--zckzah')
  })

  it('refuses what mail cannot carry to any server', () => {
    for (const address of [
      'anä@example.com',
      'ana@ex%41mple.com',
      'ana@exämple',
      'ana@[127.0.0.1]',
      'ana@exä mple.com',
      '@exämple.com',
      'ana',
      'ana@exämple.com\r\nBcc: x@example.com',
    ]) {
      expect(asciiAddress(address), address).toBeUndefined()
    }
  })
})

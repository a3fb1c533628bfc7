import { describe, expect, it } from 'vitest'
import { anonymizeAddress, createLogger, redactAddresses } from './logger'

function capture(format: 'json' | 'text') {
  const lines: string[] = []
  const logger = createLogger({
    format,
    write: (line) => void lines.push(line),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  })
  return { logger, lines }
}

describe('createLogger', () => {
  it('writes one JSON object per line in production, with time and level', () => {
    const { logger, lines } = capture('json')
    logger.log('serving', 'info')
    logger.log('mail: not sent yet', 'warn')
    logger.access({
      requestId: 'abc',
      method: 'POST',
      path: '/api/contact',
      status: 202,
      durationMs: 3.2,
      client: '203.0.113.0/24',
    })
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: '2026-01-02T03:04:05.000Z', level: 'info', msg: 'serving' },
      { time: '2026-01-02T03:04:05.000Z', level: 'warn', msg: 'mail: not sent yet' },
      {
        time: '2026-01-02T03:04:05.000Z',
        level: 'info',
        msg: 'request',
        requestId: 'abc',
        method: 'POST',
        path: '/api/contact',
        status: 202,
        durationMs: 3.2,
        client: '203.0.113.0/24',
      },
    ])
  })

  it('writes plain lines in development', () => {
    const { logger, lines } = capture('text')
    logger.log('serving')
    logger.log('storage unavailable', 'error')
    logger.access({
      requestId: 'abc',
      method: 'GET',
      path: '/',
      status: 200,
      durationMs: 1,
      client: 'unknown',
    })
    expect(lines).toEqual(['serving', 'error: storage unavailable', 'GET / 200 1 ms'])
  })

  it('never writes an e-mail address, in either format', () => {
    for (const format of ['json', 'text'] as const) {
      const { logger, lines } = capture(format)
      logger.log('mail: refused (EENVELOPE: 550 5.1.1 <owner@example.dev>: unknown user)', 'warn')
      expect(lines.join('\n')).not.toContain('owner@example.dev')
      expect(lines.join('\n')).toContain('<<address>>')
    }
  })
})

describe('anonymizeAddress', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('keeps the network of %s only: %s', (address, network) => {
    expect(anonymizeAddress(address)).toBe(network)
  })

  it('redacts addresses inside free text', () => {
    expect(redactAddresses('to a.b+c@mail.example.org, then')).toBe('to <address>, then')
  })
})

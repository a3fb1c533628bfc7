import { describe, expect, it } from 'vitest'
import { retryDelay } from './deliver-due'
import { classifySendFailure } from './smtp-failure'

const smtpError = (responseCode: number | undefined, code: string, response?: string) =>
  Object.assign(new Error(response ?? code), { responseCode, code, response })

describe('classifySendFailure', () => {
  it.each([
    [smtpError(451, 'EENVELOPE', '451 Try again later'), 'temporary'],
    [smtpError(421, 'EPROTOCOL', '421 Service not available'), 'temporary'],
    [smtpError(554, 'EENVELOPE', '554 Transaction failed'), 'permanent'],
    [smtpError(550, 'EENVELOPE', '550 No such user'), 'permanent'],
    [smtpError(535, 'EAUTH', '535 Authentication failed'), 'permanent'],
    [smtpError(undefined, 'ECONNECTION'), 'temporary'],
    [smtpError(undefined, 'ETIMEDOUT'), 'temporary'],
    [new Error('anything else'), 'temporary'],
    ['not even an error', 'temporary'],
  ])('%s is %s', (error, kind) => {
    expect(classifySendFailure(error).kind).toBe(kind)
  })

  it('keeps the reply for the owner, without a stack', () => {
    const { reason } = classifySendFailure(smtpError(554, 'EENVELOPE', '554 5.7.1 Rejected'))
    expect(reason).toBe('EENVELOPE: 554 5.7.1 Rejected')
  })
})

describe('retryDelay', () => {
  it('doubles from the base up to the cap', () => {
    const backoff = { baseMs: 1000, maxMs: 5000 }
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, backoff))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ])
  })
})

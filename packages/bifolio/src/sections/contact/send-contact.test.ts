import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendContact, type ContactPayload } from './send-contact'

interface Received {
  method: string | undefined
  contentType: string | undefined
  idempotencyKey: string | undefined
  body: unknown
}

type Reply = (response: ServerResponse) => void

const payload: ContactPayload = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A project for you',
  message: 'I would like to build an app.',
  consent: true,
  language: 'en',
  website: '',
}

let server: Server
let endpoint = ''
let received: Received[] = []
let reply: Reply = () => undefined

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await readBody(request)
    received.push({
      method: request.method,
      contentType: request.headers['content-type'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: JSON.parse(text),
    })
    reply(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  received = []
})

describe('sendContact', () => {
  it('posts the message as JSON with its Idempotency-Key and reads a 202 as queued', async () => {
    reply = json(202, { id: 'msg-1', status: 'queued' })
    const result = await sendContact(payload, { idempotencyKey: 'key-1', endpoint })
    expect(result).toEqual({ kind: 'queued', id: 'msg-1' })
    expect(received).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        idempotencyKey: 'key-1',
        body: payload,
      },
    ])
  })

  it('turns a 422 into the field errors the form knows, dropping unknown ones', async () => {
    reply = json(422, {
      errors: { email: 'invalid', subject: 'too_short', extra: 'required', name: 'odd' },
    })
    const result = await sendContact(payload, { idempotencyKey: 'key-2', endpoint })
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'invalid', subject: 'too_short' } })
  })

  it('calls a 422 without usable field errors a failure', async () => {
    reply = json(422, { errors: { extra: 'required' } })
    const result = await sendContact(payload, { idempotencyKey: 'key-3', endpoint })
    expect(result).toEqual({ kind: 'failed', reason: 'server' })
  })

  it('reads a 429 as rate limited with its Retry-After', async () => {
    reply = json(429, { error: 'rate_limited' }, { 'Retry-After': '120' })
    const result = await sendContact(payload, { idempotencyKey: 'key-4', endpoint })
    expect(result).toEqual({ kind: 'rate_limited', retryAfterSeconds: 120 })
  })

  it('reads a 409 as a key that holds other words', async () => {
    reply = json(409, { error: 'idempotency_key_reused' })
    expect(await sendContact(payload, { idempotencyKey: 'k', endpoint })).toEqual({
      kind: 'conflict',
    })
  })

  it('reads any other answer as a server failure', async () => {
    reply = json(503, { error: 'unavailable' })
    const result = await sendContact(payload, { idempotencyKey: 'key-5', endpoint })
    expect(result).toEqual({ kind: 'failed', reason: 'server' })
  })

  it('reads a dropped connection as a network failure', async () => {
    reply = (response) => response.socket?.destroy()
    const result = await sendContact(payload, { idempotencyKey: 'key-6', endpoint })
    expect(result).toEqual({ kind: 'failed', reason: 'network' })
  })
})

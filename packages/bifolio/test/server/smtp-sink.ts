/**
 * A real SMTP server on loopback for tests. It accepts, refuses for now (4xx), refuses for
 * good (5xx) or holds (takes a message and never answers, as a server that hangs), and keeps
 * what it received.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type SinkMode = 'accept' | 'tempfail' | 'permfail' | 'hold'

export interface ReceivedMail {
  raw: string
  headers: Map<string, string>
  body: string
}

export interface SmtpSink {
  url: string
  mode: SinkMode
  /** Transactions refused so far. */
  refused: number
  /** Messages taken and left unanswered in `hold` mode; none of them counts as received. */
  held: number
  received: ReceivedMail[]
  /** Connection errors, such as the reset when a client process is killed mid-session. */
  connectionErrors: Error[]
  close(): Promise<void>
}

/** Splits a raw message into unfolded, lower-cased headers and the body. */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { raw, headers, body: raw.slice(split + 4) }
}

function refusal(mode: SinkMode): Error & { responseCode: number } {
  const temporary = mode === 'tempfail'
  return Object.assign(
    new Error(temporary ? 'Mailbox busy, try again later' : 'Transaction failed: policy'),
    { responseCode: temporary ? 451 : 554 },
  )
}

export interface SinkOptions {
  /** How long the sink takes to accept each message, as a busy mail server does. */
  acceptDelayMs?: number
  /** A fixed port, as when a server comes back where it was; unset, any free one. */
  port?: number
}

export async function startSmtpSink(
  mode: SinkMode = 'accept',
  { acceptDelayMs = 0, port: fixedPort = 0 }: SinkOptions = {},
): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    mode,
    refused: 0,
    held: 0,
    received: [],
    connectionErrors: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.mode === 'accept' || sink.mode === 'hold') return callback()
      sink.refused += 1
      callback(refusal(sink.mode))
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (sink.mode === 'hold') {
          sink.held += 1
          return
        }
        setTimeout(() => {
          sink.received.push(parseMail(Buffer.concat(chunks).toString('utf8')))
          callback()
        }, acceptDelayMs)
      })
    },
  })
  // Without a listener a client that vanishes (ECONNRESET) would be an uncaught exception.
  server.on('error', (error: Error) => sink.connectionErrors.push(error))
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  sink.url = `smtp://127.0.0.1:${port}`
  return sink
}

/** Polls until `check` holds, failing after `timeoutMs` (no fixed sleeps in tests). */
export async function waitFor(
  check: () => boolean,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * SMTP from a Worker over `cloudflare:sockets`: `smtps://` is TLS from the first byte (port
 * 465 by default), `smtp://` upgrades with STARTTLS whenever the server offers it (587 by
 * default), as nodemailer does on Node. Errors carry the server's reply code as nodemailer's
 * do (`responseCode`), so `classifySendFailure` tells a 451 from a 554 the same way.
 *
 * Written here rather than taken from `worker-mailer` (1.2, the maintained one on npm): it
 * sends text-only mail as multipart/mixed, greets with a bare IP literal, keeps no reply code
 * on its errors, and its reader spins without end once the server closes the connection.
 */
import { connect, type Socket } from 'cloudflare:sockets'
import type { MailTransport, OutgoingMail } from '../../outbox/mail'
import { mimeMessage, parseAddress } from './mime-message'

export interface SocketSmtpOptions {
  /** For the connection and for each reply. */
  timeoutMs?: number
}

class SmtpError extends Error {
  override name = 'SmtpError'
  constructor(
    message: string,
    readonly code: string,
    readonly responseCode?: number,
    readonly response?: string,
  ) {
    super(message)
  }
}

interface Reply {
  code: number
  text: string
}

const encoder = new TextEncoder()

/** Reads whole replies (`250-…` lines up to the `250 …` one) from a socket's stream. */
function replyReader(socket: Socket, timeoutMs: number) {
  const reader = socket.readable.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  const lines: string[] = []

  async function line(): Promise<string> {
    for (;;) {
      const shifted = lines.shift()
      if (shifted !== undefined) return shifted
      const { value, done } = await reader.read()
      if (done) throw new SmtpError('the SMTP server closed the connection', 'ECONNECTION')
      buffered += decoder.decode(value, { stream: true })
      const parts = buffered.split('\r\n')
      buffered = parts.pop() ?? ''
      lines.push(...parts)
    }
  }

  async function reply(): Promise<Reply> {
    const texts: string[] = []
    for (;;) {
      const next = await line()
      const match = /^(\d{3})([ -]?)(.*)$/.exec(next)
      if (!match) throw new SmtpError(`not an SMTP reply: ${next.slice(0, 100)}`, 'EPROTOCOL')
      texts.push(match[3] ?? '')
      if (match[2] !== '-') return { code: Number(match[1]), text: texts.join('\n') }
    }
  }

  return {
    read: () => withTimeout(reply(), timeoutMs, 'a reply from the SMTP server'),
    release: () => reader.releaseLock(),
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SmtpError(`timed out waiting for ${what}`, 'ETIMEDOUT')),
      ms,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

function expect(reply: Reply, wanted: number, stage: string): void {
  if (Math.floor(reply.code / 100) === Math.floor(wanted / 100)) return
  throw new SmtpError(
    `${stage} refused: ${reply.code} ${reply.text}`,
    'EENVELOPE',
    reply.code,
    `${reply.code} ${reply.text}`,
  )
}

/** A line starting with `.` gets another, so the message cannot end DATA early (RFC 5321 4.5.2). */
function dotStuffed(message: string): string {
  return message.replace(/^\./gm, '..')
}

async function session(url: URL, mail: OutgoingMail, timeoutMs: number): Promise<void> {
  const implicitTls = url.protocol === 'smtps:'
  const port = Number(url.port) || (implicitTls ? 465 : 587)
  let socket = connect(
    { hostname: url.hostname, port },
    { secureTransport: implicitTls ? 'on' : 'starttls', allowHalfOpen: false },
  )
  try {
    await withTimeout(socket.opened, timeoutMs, 'the connection').catch((error: unknown) => {
      if (error instanceof SmtpError) throw error
      throw new SmtpError(
        `could not connect to ${url.hostname}:${port} (${error instanceof Error ? error.message : error})`,
        'ECONNECTION',
      )
    })
    let replies = replyReader(socket, timeoutMs)
    let writer = socket.writable.getWriter()
    const command = async (line: string) => {
      await writer.write(encoder.encode(`${line}\r\n`))
      return replies.read()
    }
    const from = parseAddress(mail.from).address
    const to = parseAddress(mail.to).address
    const greetingName = from.split('@')[1] ?? 'localhost'

    expect(await replies.read(), 220, 'greeting')
    let hello = await command(`EHLO ${greetingName}`)
    expect(hello, 250, 'EHLO')
    if (!implicitTls && /^STARTTLS\b/im.test(hello.text)) {
      expect(await command('STARTTLS'), 220, 'STARTTLS')
      replies.release()
      writer.releaseLock()
      socket = socket.startTls()
      replies = replyReader(socket, timeoutMs)
      writer = socket.writable.getWriter()
      hello = await command(`EHLO ${greetingName}`)
      expect(hello, 250, 'EHLO')
    }
    if (url.username) {
      const user = decodeURIComponent(url.username)
      const password = decodeURIComponent(url.password)
      const plain = btoa(String.fromCharCode(...encoder.encode(`\0${user}\0${password}`)))
      expect(await command(`AUTH PLAIN ${plain}`), 235, 'AUTH')
    }
    expect(await command(`MAIL FROM:<${from}>`), 250, 'MAIL FROM')
    expect(await command(`RCPT TO:<${to}>`), 250, 'RCPT TO')
    expect(await command('DATA'), 354, 'DATA')
    expect(await command(`${dotStuffed(mimeMessage(mail))}.`), 250, 'the message')
    // Accepted; a QUIT that goes unanswered changes nothing.
    await command('QUIT').catch(() => undefined)
  } finally {
    await socket.close().catch(() => undefined)
  }
}

export function socketSmtpTransport(
  smtpUrl: string,
  { timeoutMs = 20_000 }: SocketSmtpOptions = {},
): MailTransport {
  const url = new URL(smtpUrl)
  return {
    send: (mail) => session(url, mail, timeoutMs),
    describe: () => `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`,
    close: () => {},
  }
}

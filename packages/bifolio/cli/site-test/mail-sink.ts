/**
 * Where the site test's server delivers the contact form's message: an SMTP server on loopback
 * that accepts every message and keeps it, so the test sees the message arrive as the owner's
 * mailbox would.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface MailSink {
  url: string
  /** Every message received so far, raw. */
  received: string[]
  close(): Promise<void>
}

export async function startMailSink(): Promise<MailSink> {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  // A client that hangs up mid-session is no failure of the site.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

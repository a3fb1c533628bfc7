/**
 * Where mail goes: an SMTP server from `SMTP_URL` with short timeouts (one silent server
 * must not stall the queue for nodemailer's default minutes), or, with no `SMTP_URL`, an
 * `.eml` file per message under `DATA_DIR/mail/`, so a fresh machine works with nothing else.
 */
import nodemailer from 'nodemailer'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Log } from '../../log/logger'
import type { MailTransport } from '../../outbox/mail'

export type { MailTransport } from '../../outbox/mail'

export interface SmtpTimeouts {
  connectionMs: number
  socketMs: number
}

const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, socketMs: 20_000 }

export function smtpTransport(url: string, timeouts = DEFAULT_SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.connectionMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  })
  const { protocol, hostname, port } = new URL(url)
  return {
    async send(mail) {
      await transporter.sendMail(mail)
    },
    describe: () => `SMTP ${protocol}//${hostname}${port ? `:${port}` : ''}`,
    close: () => transporter.close(),
  }
}

export function fileTransport(mailDir: string, log: Log): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  mkdirSync(mailDir, { recursive: true })
  return {
    async send(mail, id) {
      const info = await transporter.sendMail(mail)
      // Created on every send too, so a folder removed while running comes back.
      mkdirSync(mailDir, { recursive: true })
      const target = join(mailDir, `${id}.eml`)
      // Written under a temporary name and renamed, so a reader never sees half a message.
      writeFileSync(`${target}.tmp`, info.message as Buffer)
      renameSync(`${target}.tmp`, target)
      // The id, not the subject: the log never holds what a visitor wrote.
      log(`mail: message ${id} written to ${target}`)
    },
    describe: () => `.eml files in ${mailDir}`,
    close: () => transporter.close(),
  }
}

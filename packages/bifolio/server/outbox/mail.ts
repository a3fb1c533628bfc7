/**
 * The mail seam: what a stored message becomes (`composeMail`) and what sends it, nodemailer
 * on Node (`mail-transport.ts`), SMTP over `cloudflare:sockets` on the edge
 *. The shape is a subset of nodemailer's own message options, so
 * Node hands it over as it is.
 */
export interface MailAddress {
  name: string
  address: string
}

export interface OutgoingMail {
  /** An address, or `Name <address>`. */
  from: string
  to: string
  replyTo: MailAddress
  subject: string
  text: string
  /** With its angle brackets: `<id@domain>`. */
  messageId: string
  date: Date
  headers: Record<string, string>
}

export interface MailTransport {
  /** Resolves once the receiving side accepted the message; rejects with the SMTP error. */
  send(mail: OutgoingMail, id: string): Promise<void>
  /** A line for the log, without credentials. */
  describe(): string
  close(): void
}

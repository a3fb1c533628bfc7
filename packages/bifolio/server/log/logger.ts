/**
 * The process's log: one JSON object per line in production (for journald, Loki, CloudWatch
 * and the like), plain lines in development. Lines never carry what a visitor wrote, and
 * never an e-mail address or a full client address: a log is kept longer, and read by more
 * people, than the outbox.
 */
type LogLevel = 'info' | 'warn' | 'error'
export type LogFormat = 'json' | 'text'

/** An event line; callers that only inform may leave the level out. */
export type Log = (message: string, level?: LogLevel) => void

export interface AccessEntry {
  requestId: string
  method: string
  /** The path without its query string, which may hold anything a client typed. */
  path: string
  status: number
  durationMs: number
  /** Already shortened by `anonymizeAddress`. */
  client: string
}

export interface Logger {
  log: Log
  access(entry: AccessEntry): void
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g

/** SMTP replies quote addresses ("550 5.1.1 <owner@example.com>: unknown"); the log does not. */
export function redactAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '<address>')
}

/**
 * The network a client is in, never the client itself: IPv4 to its /24, IPv6 to its /48,
 * enough to tell one abusive network from many visitors.
 */
export function anonymizeAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`
  if (address.includes(':')) {
    const [head = ''] = address.split('::')
    const groups = head.split(':').filter(Boolean)
    return `${[...groups.slice(0, 3), ...['0', '0', '0']].slice(0, 3).join(':')}::/48`
  }
  return 'unknown'
}

export interface LoggerOptions {
  format: LogFormat
  write?: (line: string) => void
  now?: () => Date
}

export function createLogger({
  format,
  write = (line) => process.stdout.write(`${line}\n`),
  now = () => new Date(),
}: LoggerOptions): Logger {
  if (format === 'json') {
    const emit = (fields: Record<string, unknown>) =>
      write(JSON.stringify({ time: now().toISOString(), ...fields }))
    return {
      log: (message, level = 'info') => emit({ level, msg: redactAddresses(message) }),
      access: (entry) => emit({ level: 'info', msg: 'request', ...entry }),
    }
  }
  return {
    log: (message, level = 'info') =>
      write(`${level === 'info' ? '' : `${level}: `}${redactAddresses(message)}`),
    access: ({ method, path, status, durationMs }) =>
      write(`${method} ${path} ${status} ${durationMs} ms`),
  }
}

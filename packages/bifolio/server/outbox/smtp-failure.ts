/**
 * Decides whether a failed send is worth retrying. The SMTP reply code is what tells a 451
 * (try later) from a 554 (never): nodemailer's own error codes name the stage, not the verdict.
 */
type FailureKind = 'temporary' | 'permanent'

export interface SendFailure {
  kind: FailureKind
  /** A short description for the outbox and the owner; never a stack trace. */
  reason: string
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined
}

export function classifySendFailure(error: unknown): SendFailure {
  const responseCode = field(error, 'responseCode')
  const code = field(error, 'code')
  const response = field(error, 'response')
  const message = error instanceof Error ? error.message : String(error)
  const detail = typeof response === 'string' ? response : message
  const reason = `${typeof code === 'string' ? `${code}: ` : ''}${detail}`.slice(0, 500)
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return { kind: 'permanent', reason }
  }
  // 4xx replies, refused connections, timeouts, TLS and DNS trouble all may pass.
  return { kind: 'temporary', reason }
}

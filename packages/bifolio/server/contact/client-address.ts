/**
 * Who is posting. Without TRUST_PROXY it is the socket's address; behind one reverse proxy it
 * is the last `X-Forwarded-For` entry, the one that proxy wrote (earlier entries are whatever
 * the client claimed).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

/** Who a request comes from, as the platform tells it; the rate limit counts by it. */
export type ClientOf = (c: Context<AppEnv>) => string

export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown'
}

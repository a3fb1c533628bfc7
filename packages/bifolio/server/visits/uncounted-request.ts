/**
 * Requests that are never counted, whatever they say: a visitor who asked not to be tracked
 * (Global Privacy Control's `Sec-GPC: 1`, or the older `DNT: 1`), and bots and headless
 * browsers (isbot's list, which knows `HeadlessChrome`), by the User-Agent header, read here
 * and kept nowhere. The page checks the same signals before it sends anything
 * (`src/app/count-visits.ts`); this is for the beacons that come anyway.
 */
import { isbot } from 'isbot'

type Header = (name: string) => string | undefined

export function isUncounted(header: Header): boolean {
  if (header('sec-gpc')?.trim() === '1' || header('dnt')?.trim() === '1') return true
  const agent = header('user-agent')
  // Every browser sends a User-Agent; a request without one is a script.
  return !agent || isbot(agent)
}

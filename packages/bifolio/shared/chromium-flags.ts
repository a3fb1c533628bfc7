/**
 * Debian's Chromium, as the browser tests and the bench launch it: these flags keep it off a
 * network it does not have (background fetches, component updates, sync) and let it run as root.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

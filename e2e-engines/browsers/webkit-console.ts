import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startProcess } from '../site/child-processes'

/** WebKitGTK's test browser, from Debian's webkit2gtk-driver. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** How long a plain MiniBrowser may take to load a page and quit. */
const PLAIN_LOAD_MS = 20_000

/**
 * Loads `url` in a MiniBrowser of its own, outside automation, with a throwaway profile: such a
 * browser prints its console to stdout (`<source>:<line>:<column>: CONSOLE [<source>] <LEVEL>
 * <message>`), and quits at the page's load event.
 */
export async function consoleOfPlainLoad(display: string, url: string): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'portfolio-minibrowser-'))
  const browser = startProcess(
    MINIBROWSER,
    ['--exit-after-load', '--enable-write-console-messages-to-stdout=true', url],
    {
      env: {
        ...process.env,
        DISPLAY: display,
        HOME: profile,
        XDG_CACHE_HOME: profile,
        XDG_CONFIG_HOME: profile,
        XDG_DATA_HOME: profile,
        // Nothing to keep, and nothing still being written into the profile as it is removed.
        MESA_SHADER_CACHE_DISABLE: 'true',
      },
    },
  )
  try {
    const timedOut = new Promise<'timed out'>((resolve) =>
      setTimeout(() => resolve('timed out'), PLAIN_LOAD_MS).unref(),
    )
    if ((await Promise.race([browser.exited, timedOut])) === 'timed out') {
      throw new Error(`MiniBrowser did not finish loading ${url} in ${PLAIN_LOAD_MS} ms`)
    }
    return browser
      .output()
      .split('\n')
      .filter((line) => /\bCONSOLE (\w+ )?ERROR\b|\bCONSOLE (\w+ )?WARN\b.*hydrat/i.test(line))
  } finally {
    await browser.stop()
    // The browser's helper processes may still be closing files in it for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}

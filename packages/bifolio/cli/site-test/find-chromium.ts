/**
 * The Chromium the site test drives: the system's, never a download. `CHROME_PATH` wins; then
 * the usual places on Linux, macOS and Windows. None found is a one-line answer that says how
 * to get one, not a stack trace.
 */
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export class NoChromiumError extends Error {}

const LINUX = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
]

const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
]

function candidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    return ['/Applications', join(homedir(), 'Applications')].flatMap((folder) =>
      MAC_APPS.map((app) => join(folder, app)),
    )
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]
    return roots
      .filter((root): root is string => Boolean(root))
      .map((root) => join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'))
  }
  return LINUX
}

const HOW_TO_GET_ONE: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'install it (Debian/Ubuntu: sudo apt-get install chromium)',
  darwin: 'install Google Chrome or Chromium in /Applications',
  win32: 'install Google Chrome',
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  exists: (path: string) => boolean = existsSync,
): string {
  const chosen = env.CHROME_PATH?.trim()
  if (chosen) {
    if (exists(chosen)) return chosen
    throw new NoChromiumError(
      `CHROME_PATH names no file: "${chosen}"; point it at a Chromium or Chrome.`,
    )
  }
  const found = candidates(platform, env).find((path) => exists(path))
  if (found) return found
  const how = HOW_TO_GET_ONE[platform] ?? 'install Chromium or Google Chrome'
  throw new NoChromiumError(
    `the site test needs Chromium or Chrome and found none: ${how}, or set CHROME_PATH to its executable.`,
  )
}

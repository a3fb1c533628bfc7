import { existsSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { startProcess } from './child-processes'

const XVFB = '/usr/bin/Xvfb'

export interface VirtualDisplay {
  /** The value for DISPLAY, such as `:3`. */
  display: string
  stop(): Promise<void>
}

/**
 * A virtual X display for a browser that has no headless mode. Xvfb picks a free display
 * number itself and writes it to the descriptor given with `-displayfd`, so parallel runs
 * never race for `:99`.
 */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  if (!existsSync(XVFB)) throw new Error(`${XVFB} is missing: apt-get install xvfb`)
  const xvfb = startProcess(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  )
  const channel = xvfb.child.stdio[3] as Readable
  const number = await new Promise<string>((resolve, reject) => {
    let written = ''
    channel.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve(written.trim())
    })
    xvfb.child.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before it had a display:\n${xvfb.output()}`)),
    )
  })
  return { display: `:${number}`, stop: () => xvfb.stop() }
}

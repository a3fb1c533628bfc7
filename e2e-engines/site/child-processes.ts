import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

const running = new Set<ChildProcess>()
const exits = new WeakMap<ChildProcess, Promise<void>>()
const OUTPUT_KEPT_CHARS = 4000
const STOP_GRACE_MS = 3000

/**
 * A run that ends early (a failed start, a timed-out hook, Vitest stopping its worker with
 * SIGTERM) must not leave browsers, drivers or displays behind.
 */
function killAllNow(): void {
  for (const child of running) killGroup(child, 'SIGKILL')
}
process.once('exit', killAllNow)
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAllNow()
    process.exit(1)
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    // Each child leads its own process group, so its own children (a browser's content
    // processes, the driver's browser) go with it, also when the leader has already quit
    // by itself (a MiniBrowser after its load) and they have not yet.
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

export interface StartedProcess {
  child: ChildProcess
  /** The last few thousand characters the process printed. */
  output(): string
  /** Resolves when the process has exited. */
  exited: Promise<void>
  stop(): Promise<void>
}

/** Starts `command` in a process group of its own and keeps what it prints. */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): StartedProcess {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let printed = ''
  const keep = (chunk: Buffer): void => {
    printed = (printed + chunk.toString()).slice(-OUTPUT_KEPT_CHARS)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  }).then(() => {
    running.delete(child)
  })
  exits.set(child, exited)
  return { child, output: () => printed, exited, stop: () => stopChild(child) }
}

async function stopChild(child: ChildProcess): Promise<void> {
  killGroup(child, 'SIGTERM')
  const killLater = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS)
  await exits.get(child)
  clearTimeout(killLater)
}

/** Stops whatever this process started and has not stopped yet. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)))
}

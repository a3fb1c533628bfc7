/** The repository's packages as npm would publish them, and npm run as an owner runs it. */
import { execFile } from 'node:child_process'
import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** From the npm cache where it can, so a second install costs little. */
const NPM_ENV = {
  ...process.env,
  npm_config_yes: 'true',
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_loglevel: 'error',
}

/** Runs a command as the owner would, saying what it does, and returns what it printed. */
export async function step(
  what: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  const started = Date.now()
  console.log(`journey: ${what}…`)
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd: options.cwd,
      env: { ...NPM_ENV, ...options.env },
      maxBuffer: 64 * 1024 * 1024,
    })
    console.log(`journey: ${what}: done in ${Math.round((Date.now() - started) / 1000)} s`)
    return stdout + stderr
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${what} failed:\n${stdout}\n${stderr}`)
  }
}

/** `npm pack` of the package in `dir` into `into`; the tarball's path. */
export async function pack(dir: string, into: string): Promise<string> {
  const out = await step(`npm pack ${dir}`, 'npm', ['pack', '--json', '--pack-destination', into], {
    cwd: dir,
  })
  const [packed] = JSON.parse(out.slice(out.indexOf('['))) as Array<{ filename: string }>
  if (!packed) throw new Error(`npm pack said nothing of a tarball: ${out}`)
  return join(into, packed.filename)
}

/** A copy of the engine's sources in `into`, to change as a later version would. */
export async function copyEngine(engineDir: string, into: string): Promise<void> {
  await cp(engineDir, into, {
    recursive: true,
    filter: (source) => !source.includes(`${engineDir}/node_modules`),
  })
}

/** Replaces `anchor` in a file of the copy, and fails loudly when the anchor has moved. */
export async function patch(file: string, anchor: string, replacement: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(anchor)) throw new Error(`${file} no longer holds ${JSON.stringify(anchor)}`)
  await writeFile(file, text.replace(anchor, replacement))
}

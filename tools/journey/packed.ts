/** The repository's packages as npm would publish them, and npm run as an owner runs it. */
import { execFile } from 'node:child_process'
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
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

/**
 * The SQLite module this repository's install built, as the prebuilt archive its installer
 * looks for in a folder before it downloads one (`prebuild-install`'s local prebuilds): an
 * owner's install gets it from the module's releases, while here, offline, the installer would
 * compile it from source, minutes of C that prove nothing about the engine. The archive is
 * named for this Node and platform and the repository's version of the module; an install that
 * resolves another version finds none and compiles as before. Returns the environment that
 * points the installer at it.
 */
export async function localSqlitePrebuild(
  repository: string,
  into: string,
): Promise<NodeJS.ProcessEnv> {
  const moduleDir = join(repository, 'node_modules', 'better-sqlite3')
  const { version } = JSON.parse(await readFile(join(moduleDir, 'package.json'), 'utf8')) as {
    version: string
  }
  const abi = process.versions.modules
  const archive = `better-sqlite3-v${version}-node-v${abi}-${process.platform}-${process.arch}.tar.gz`
  await mkdir(into, { recursive: true })
  await run('tar', [
    '-czf',
    join(into, archive),
    '-C',
    moduleDir,
    'build/Release/better_sqlite3.node',
  ])
  return { npm_config_better_sqlite3_local_prebuilds: into }
}

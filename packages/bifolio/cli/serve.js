/* global process */
/**
 * `bifolio serve`: the built server alone, as production runs it. Plain JavaScript, loaded
 * without the TypeScript compiler the other commands run through, so that a fresh start
 * answers within a second. (`bifolio start` builds first when stale, then runs the same.)
 */
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The line a person reads when the command cannot run: printed alone, exit code 2. */
export class ServeError extends Error {}

/** The built server of `buildDir`, in this process: it reads its settings from the environment. */
export async function runBuiltServer(buildDir) {
  const entry = join(buildDir, 'server', 'main.js')
  if (!existsSync(entry)) {
    throw new ServeError(
      `there is no built server in ${relative(process.cwd(), buildDir) || '.'}; run \`npm run build\` first`,
    )
  }
  await import(pathToFileURL(entry).href)
}

/** The site's build folder as the build names it: `BUILD_DIR` in the site, else `dist`. */
function builtSite(env) {
  const siteDir = resolve(env.BIFOLIO_SITE?.trim() || '.')
  if (!existsSync(join(siteDir, 'content', 'profile.json'))) {
    throw new ServeError(
      `${relative(process.cwd(), siteDir) || 'this folder'} is not a site (it has no content/profile.json): run bifolio in your site's folder`,
    )
  }
  return resolve(siteDir, env.BUILD_DIR?.trim() || 'dist')
}

export async function serve(args) {
  if (args.length > 0)
    throw new ServeError(`bifolio serve takes no arguments; got ${args.join(' ')}`)
  process.env.NODE_ENV = 'production'
  await runBuiltServer(builtSite(process.env))
}

/**
 * The site's own files beside its content: a package.json whose scripts are the engine's
 * commands (so `npm run dev` in the site runs `bifolio dev`), the README and the .gitignore.
 */

/** Every command an owner runs, each the engine's command of the same name. */
export const SITE_COMMANDS = [
  'dev',
  'build',
  'start',
  'serve',
  'preview:edge',
  'deploy:edge',
  'inbox',
  'stats',
  'test',
] as const

/**
 * The npm script of a command. `serve` replaces the shell npm starts it in (`exec`), so a
 * service manager's SIGTERM reaches the server, which stops cleanly.
 */
export function siteScript(command: string): string {
  return command === 'serve' ? 'exec bifolio serve' : `bifolio ${command}`
}

/** A name npm takes for a package: lowercase, no spaces, from the folder's name. */
function packageName(folder: string): string {
  const name = folder
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '')
    .slice(0, 214)
  return name || 'my-site'
}

/**
 * The packages whose install scripts a site's install runs, approved in npm's `allowScripts`
 * (npm lists any other it meets, and a later npm runs none it is not told of): better-sqlite3,
 * the outbox's SQLite in a site created on Node 20, fetches or compiles its native binary; esbuild, which runs the engine's
 * TypeScript, checks its platform's binary. workerd and sharp come with Cloudflare's tools, in a
 * site that installs them for `preview:edge` and `deploy:edge`; their scripts check and place
 * their binaries likewise.
 */
export const SITE_INSTALL_SCRIPTS = ['better-sqlite3', 'esbuild', 'sharp', 'workerd'] as const

/**
 * Whether a Node has its own SQLite, which the outbox then uses: unflagged from 22.13 (and 23.4,
 * within the `engines` lines). Read from the version so that creating a site loads nothing.
 */
export function hasNodeSqlite(version: string = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 13)
}

/**
 * The engine to run on, with the SQLite package where this Node has none (`serverExtras`), and
 * as dev dependencies the browser test's tools: `npm test` needs them, while a production
 * install (`npm install --omit=dev`) leaves them out.
 */
export function sitePackageJson(
  folder: string,
  engine: string,
  testTools: Record<string, string>,
  serverExtras: Record<string, string> = {},
): string {
  const pkg = {
    name: packageName(folder),
    private: true,
    type: 'module',
    scripts: Object.fromEntries(SITE_COMMANDS.map((command) => [command, siteScript(command)])),
    dependencies: { bifolio: engine, ...serverExtras },
    devDependencies: testTools,
    allowScripts: Object.fromEntries(SITE_INSTALL_SCRIPTS.map((name) => [name, true])),
  }
  return `${JSON.stringify(pkg, null, 2)}\n`
}

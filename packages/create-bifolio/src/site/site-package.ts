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

export function sitePackageJson(folder: string, engine: string): string {
  const pkg = {
    name: packageName(folder),
    private: true,
    type: 'module',
    scripts: Object.fromEntries(SITE_COMMANDS.map((command) => [command, siteScript(command)])),
    dependencies: { bifolio: engine },
  }
  return `${JSON.stringify(pkg, null, 2)}\n`
}

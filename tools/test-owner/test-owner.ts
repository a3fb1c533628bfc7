/**
 * `npm run test:owner -- sites/<name> [script]`: this repository's suite (or the npm script
 * named) on another owner's site, through the same engine: every suite reads, builds and serves
 * the site `BIFOLIO_SITE` names instead of the sample. Any valid content must pass it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = process.cwd()
const [siteArg, script = 'test', ...args] = process.argv.slice(2)
if (!siteArg) {
  console.error('usage: npm run test:owner -- sites/<name> [script]')
  process.exit(2)
}
const site = resolve(siteArg)
if (!existsSync(join(site, 'content', 'profile.json'))) {
  console.error(`${siteArg}: not a site (it has no content/profile.json)`)
  process.exit(2)
}
console.log(`npm run ${script} on the site ${relative(root, site)}`)
const extra = args.length > 0 ? ['--', ...args] : []
const result = spawnSync('npm', ['run', script, ...extra], {
  stdio: 'inherit',
  // Absolute: the root's scripts run some steps in a site's folder, where a relative path would not hold.
  env: { ...process.env, BIFOLIO_SITE: site },
})
process.exit(result.status ?? 1)

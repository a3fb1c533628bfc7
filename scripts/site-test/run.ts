/**
 * `npx tsx scripts/site-test/run.ts [buildDir]`: the site test over a built site (`dist` when
 * no folder is named). Exits 1 when it finds a problem, 2 when it cannot run, with one line
 * saying why.
 */
import { runSiteTest } from './run-site-test.ts'

const buildDir = process.argv[2] ?? 'dist'
try {
  const { problems } = await runSiteTest({ buildDir })
  process.exitCode = problems.length === 0 ? 0 : 1
} catch (error) {
  console.error(`site test: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 2
}

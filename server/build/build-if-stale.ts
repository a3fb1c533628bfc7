/**
 * `npm start`'s first half (the second runs the compiled server), and what `ensureBuild` runs
 * under the build lock: checks, then builds if still needed.
 */
import { ensureBuild } from './ensure-build'

try {
  ensureBuild({ root: process.cwd(), siteUrl: process.env.SITE_URL ?? 'http://localhost:3000' })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

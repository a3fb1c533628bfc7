/**
 * `npm test` builds into `.test-build/` and serves that: the owner's `dist/`, built for her
 * domain, is never rebuilt for the test server's origin behind her back.
 */
import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPaths } from '../packages/bifolio/build/paths/build-dir'
import { testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

test('the browser tests are served the tests’ own build, not dist/', async ({ request }) => {
  const testBuild = join(buildPaths(TEST_BUILD).client, 'index.html')
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(await response.text()).toBe(readFileSync(testBuild, 'utf8'))
})

/**
 * `npm test` builds into `.test-build/` and serves that: the owner's `dist/`, built for her
 * domain, is never rebuilt for the test server's origin behind her back.
 */
import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir'
import { testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

test('the browser tests are served the tests’ own build, not dist/', async ({ request }) => {
  const testBuild = join(buildPaths(TEST_BUILD).client, 'index.html')
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(await response.text()).toBe(readFileSync(testBuild, 'utf8'))
})

test('they are served a build for visitors, made with React’s production runtime', async ({
  page,
}) => {
  // `npm test` may build from inside a test runner, which sets NODE_ENV to `test`: the build
  // must not become a development one (React's own checks, four times the bytes).
  await page.goto('/')
  const hasDebugFields = () =>
    page.evaluate(() => {
      const root = document.getElementById('root')
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'))
      const fiber: unknown = key ? Reflect.get(root, key) : undefined
      return typeof fiber === 'object' && fiber !== null ? '_debugOwner' in fiber : null
    })
  await expect.poll(hasDebugFields).not.toBeNull()
  expect(await hasDebugFields()).toBe(false)
})

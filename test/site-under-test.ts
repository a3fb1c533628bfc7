/** The site this repository's suites check (the engine's test kit says how it is chosen). */
export {
  SITE_CONTENT,
  siteUnderTest,
  testBuildDir,
} from '../packages/bifolio/test/site-under-test.ts'

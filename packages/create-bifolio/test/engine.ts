/**
 * The engine's own checks, which a created site must pass: its content check, the backgrounds
 * of its two themes, its contrast maths, the folder `npm test` builds into, the tools that test
 * needs, and its JSON Schemas as an editor reads them. The one place these tests reach into the
 * engine: through its package as a site has it installed, and its test kit in this repository.
 */
export { loadContent } from 'bifolio/builder/plugins/content/load-content.ts'
export { findUntranslated } from 'bifolio/builder/plugins/content/untranslated.ts'
export { iconProblem } from 'bifolio/builder/plugins/content/known-icons.ts'
export { PAPER, THEME_SURFACES } from 'bifolio/src/theme/surfaces.ts'
export { weakest } from 'bifolio/builder/plugins/look/shades.ts'
export { SITE_TEST_BUILD_DIR } from 'bifolio/cli/site-test/test-command.ts'
export { editorSchemaProblems } from 'bifolio/test/editor-schemas.ts'
export { commandNamed } from 'bifolio/cli/commands.ts'
export { missingTools } from 'bifolio/cli/optional-tools.ts'

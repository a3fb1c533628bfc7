#!/usr/bin/env node
/* global process, console */
// `serve` is production's start: plain JavaScript, no compiler. Every other command runs from
// the engine's TypeScript sources, which tsx compiles as they load.
const [command, ...args] = process.argv.slice(2)
if (command === 'serve') {
  const { serve, ServeError } = await import('../cli/serve.js')
  await serve(args).catch((error) => {
    console.error(error instanceof ServeError ? error.message : error)
    process.exit(error instanceof ServeError ? 2 : 1)
  })
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../cli/main.ts')
}

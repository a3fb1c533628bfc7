import type { PageFunction } from './engine-browser'

/**
 * The body of the script a driver runs: `fn` applied to `argumentsSource`. A transpiler that
 * keeps function names (esbuild's keepNames, as tsx runs it) wraps inner functions in
 * `__name()`, which the page does not have: a no-op stands in for it.
 */
export function pageScriptBody<Args extends unknown[], Result>(
  fn: PageFunction<Args, Result>,
  argumentsSource: string,
): string {
  return `var __name = function (target) { return target };
return (${fn.toString()}).apply(null, ${argumentsSource})`
}

/**
 * What the build calls around each lazy `import()` (in place of Vite's own helper, through
 * builder/plugins/preload-helper.ts): the chunks the imported one needs are asked for at once,
 * beside it, rather than after it has arrived; and a chunk that fails to come is announced as
 * `vite:preloadError`, which the page answers with one reload (preload-error.ts).
 *
 * Vite's helper, made for every kind of site, also preloads stylesheets (this site has one,
 * loaded by the entry loader), CSP nonces (the policy allows the site's own scripts) and
 * relative bases: about 0.5 KiB brotli of the entry that every first visit paid for.
 */

const asked = new Set<string>()

/** Adds `<link rel=modulepreload>` for each of `deps` (paths under the site's base) once. */
function preload(deps: readonly string[]): void {
  for (const dep of deps) {
    if (asked.has(dep)) continue
    asked.add(dep)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = import.meta.env.BASE_URL + dep
    document.head.append(link)
  }
}

/** The event Vite's own helper fires, so listeners written for it keep working. */
interface PreloadErrorEvent extends Event {
  payload?: unknown
}

export function __vitePreload<Module>(
  load: () => Promise<Module>,
  deps?: readonly string[],
): Promise<Module | undefined> {
  if (deps) preload(deps)
  return load().catch((error: unknown) => {
    const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true })
    event.payload = error
    window.dispatchEvent(event)
    // A listener that takes the failure (a reload on its way) leaves the import empty.
    if (!event.defaultPrevented) throw error
    return undefined
  })
}

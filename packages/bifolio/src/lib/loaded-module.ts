/**
 * A part's code from a dynamic import, or a promise that never settles when the code cannot
 * be had, so the part stays as it is (prerendered, its links links, its form posting itself).
 *
 * The import comes back empty when the app's preload-error handler took a chunk's failure, the
 * page being left or reloaded (Firefox fails the chunks in flight whenever a visitor follows a
 * link); it fails when the chunk is gone and the page has already reloaded once for it (a new
 * deploy). React's `lazy` would throw on either, and React then removes the whole page.
 */
export function loadedModule<Module>(imported: Promise<Module>): Promise<Module> {
  const never = () => new Promise<Module>(() => {})
  return imported.then((module) => module ?? never(), never)
}

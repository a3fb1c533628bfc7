/**
 * A dynamic import's module, or a promise that never settles when the import came back empty.
 * The app's preload-error handler takes a chunk's failure while the page is being left or
 * reloaded, and Vite then resolves the import to nothing, on which React's `lazy` would throw
 * (Firefox fails the chunks in flight whenever a visitor follows a link); a part of a page on
 * its way out need not render.
 */
export function loadedModule<Module>(imported: Promise<Module>): Promise<Module> {
  return imported.then((module) => module ?? new Promise<Module>(() => {}))
}

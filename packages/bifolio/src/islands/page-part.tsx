import { lazy, type ComponentType, type JSX } from 'react'
import { loadedModule } from '../lib/loaded-module'
import { lazyIsland } from './island-gates'
import { NotDrawn } from './static-parts'

/**
 * How a part of a page comes alive in the browser:
 * - `static`: never; the page keeps its prerendered HTML, and the browser's bundle has none of
 *   its code (the build takes the loader out). Links work; nothing else answers.
 * - `load`: its code loads with the page and hydrates it at once.
 * - `visible`: its code loads as the part nears the viewport, or at a first touch in it.
 * - `interaction`: its code loads at the first touch, focus or keystroke in it.
 * A press made on an island before its code arrived is given to it once it listens.
 */
export type PartMode = 'static' | 'load' | 'visible' | 'interaction'

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>

/** One part of a page, declared once in app/page-parts.ts. */
export interface PagePart<Props> {
  mode: PartMode
  /** Its code; an island's root element has the part's id as its `id`. */
  loader: Loader<Props>
}

/**
 * The component that draws the part `id` by its mode; none for a static part in the browser,
 * whose bundle has no declaration of it (the build takes it out).
 */
export function partComponent<Props extends JSX.IntrinsicAttributes>(
  id: string,
  part: PagePart<Props> | undefined,
): ComponentType<Props> {
  if (!part) return NotDrawn
  const { mode, loader } = part
  if (mode === 'static') return lazy(() => loadedModule(loader()))
  return lazyIsland(id, loader, mode)
}

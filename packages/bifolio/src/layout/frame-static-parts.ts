import { lazy } from 'react'
import { NotDrawn } from '../islands/static-parts'
import { loadedModule } from '../lib/loaded-module'

/*
 * The static parts every page has around its own: the footer and the floating menu. A built
 * page keeps their prerendered HTML, and its bundle has none of their code; the prerenderer
 * and development draw them from it. The test is `DRAWS_STATIC_PARTS` spelled out, as in
 * app/landing-page.tsx: the build then emits no chunk for them.
 */

export const Footer =
  import.meta.env.SSR || import.meta.env.DEV
    ? lazy(() => loadedModule(import('./footer')).then((module) => ({ default: module.Footer })))
    : NotDrawn

export const FloatingMenu =
  import.meta.env.SSR || import.meta.env.DEV
    ? lazy(() => loadedModule(import('./floating-menu')))
    : NotDrawn

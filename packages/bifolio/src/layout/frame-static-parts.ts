import { lazy } from 'react'
import { DRAWS_STATIC_PARTS, NotDrawn } from '../islands/static-parts'
import { loadedModule } from '../lib/loaded-module'

/*
 * The static parts every page has around its own: the footer and the floating menu. A built
 * page keeps their prerendered HTML, and its bundle has none of their code; the prerenderer
 * and development draw them from it.
 */

export const Footer = DRAWS_STATIC_PARTS
  ? lazy(() => loadedModule(import('./footer')).then((module) => ({ default: module.Footer })))
  : NotDrawn

export const FloatingMenu = DRAWS_STATIC_PARTS
  ? lazy(() => loadedModule(import('./floating-menu')))
  : NotDrawn

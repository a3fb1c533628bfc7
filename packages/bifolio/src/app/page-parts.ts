import type { ComponentType, JSX } from 'react'
import { partComponent, type PagePart, type PartMode } from '../islands/page-part'

/**
 * Every part of the pages whose code is a chunk of its own, and how it comes alive in the
 * browser (islands/page-part.tsx says what each mode does). The pages draw a part with
 * `pagePart(id)`; a static part's declaration is taken out of the browser's bundle at build
 * (builder/plugins/static-parts-out.ts), and ESLint refuses state, effects and event handlers
 * in its module, since the browser never runs them.
 */
const PAGE_PARTS = {
  'hero-left': { mode: 'static', loader: () => import('../sections/hero/left-side-bar') },
  'hero-intro': { mode: 'static', loader: () => import('../sections/hero/hero-intro') },
  'hero-right': { mode: 'static', loader: () => import('../sections/hero/right-side-bar') },
  quote: { mode: 'static', loader: () => import('../sections/quote/quote-banner') },
  skills: { mode: 'static', loader: () => import('../sections/skills/tech-stack') },
  'radial-gradient': { mode: 'static', loader: () => import('../sections/decor/radial-gradient') },
  about: { mode: 'static', loader: () => import('../sections/about/about-me') },
  services: { mode: 'static', loader: () => import('../sections/services/services-section') },
  testimonials: {
    mode: 'static',
    loader: () => import('../sections/testimonials/testimonials-section'),
  },
  blog: { mode: 'static', loader: () => import('../sections/blog/blog-section') },
  // The lines between sections, drawn inside the static part before them.
  divider: {
    mode: 'static',
    loader: () => import('../ui/divider').then((module) => ({ default: module.Divider })),
  },
  footer: {
    mode: 'static',
    loader: () => import('../layout/footer').then((module) => ({ default: module.Footer })),
  },
  'floating-menu': { mode: 'static', loader: () => import('../layout/floating-menu') },
  'projects-index-filter': {
    mode: 'static',
    loader: () => import('./projects-index/tech-filter-nav'),
  },
  'projects-index-list': {
    mode: 'static',
    loader: () => import('./projects-index/projects-index-list'),
  },
  // Islands: their ids are their prerendered roots' ids.
  projects: { mode: 'visible', loader: () => import('../sections/projects/projects-section') },
  contact: { mode: 'visible', loader: () => import('../sections/contact/contact-section') },
} as const satisfies Record<string, { mode: PartMode; loader: () => Promise<{ default: unknown }> }>

type PartId = keyof typeof PAGE_PARTS

// The table's own check puts `{ default: unknown }` beside each loader's real module.
type LoadedPart<Id extends PartId> = Extract<
  Awaited<ReturnType<(typeof PAGE_PARTS)[Id]['loader']>>,
  { default: ComponentType<never> }
>

type PropsOf<Id extends PartId> =
  LoadedPart<Id>['default'] extends ComponentType<infer Props>
    ? Props & JSX.IntrinsicAttributes
    : never

/** The component of the part `id`, drawn as its mode says. */
export function pagePart<Id extends PartId>(id: Id): ComponentType<PropsOf<Id>> {
  // A static part's declaration is not in the browser's bundle (see above).
  return partComponent(id, PAGE_PARTS[id] as PagePart<PropsOf<Id>> | undefined)
}

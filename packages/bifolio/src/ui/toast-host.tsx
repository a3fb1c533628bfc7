import { createRoot, type Root } from 'react-dom/client'
import ToastStack from './toast-stack'
import { CLOSE_LABEL_ATTRIBUTE, TOAST_VIEWPORT_CLASS } from './toast'
import type { ToastData, ToastKind } from './toast-types'

/**
 * The toasts themselves, which load with the first one: a React root of their own inside each
 * of the page's live regions (ToastProvider), so the page's own tree holds no toast state.
 */

/** More would cover the page; the oldest makes way. */
const MAX_VISIBLE_TOASTS = 3

interface Regions {
  viewport: Element
  polite: Root
  assertive: Root
}

let regions: Regions | undefined
let shown: readonly ToastData[] = []
let nextId = 1

/** A root in a box of its own inside the region, which React's page tree leaves alone. */
function rootIn(region: Element | null): Root {
  const box = document.createElement('div')
  region?.append(box)
  return createRoot(box)
}

/** The page's regions; made anew when the page holding them is another (tests). */
function regionsOf(viewport: Element): Regions {
  if (regions?.viewport !== viewport) {
    regions?.polite.unmount()
    regions?.assertive.unmount()
    shown = []
    regions = {
      viewport,
      polite: rootIn(viewport.querySelector('[role="status"]')),
      assertive: rootIn(viewport.querySelector('[role="alert"]')),
    }
  }
  return regions
}

function draw(): void {
  if (!regions) return
  const closeLabel = regions.viewport.getAttribute(CLOSE_LABEL_ATTRIBUTE) ?? ''
  const of = (errors: boolean) => shown.filter((toast) => (toast.kind === 'error') === errors)
  regions.polite.render(
    <ToastStack toasts={of(false)} closeLabel={closeLabel} onDismiss={dismiss} />,
  )
  regions.assertive.render(
    <ToastStack toasts={of(true)} closeLabel={closeLabel} onDismiss={dismiss} />,
  )
}

function dismiss(id: number): void {
  shown = shown.filter((toast) => toast.id !== id)
  draw()
}

export function showToast(message: string, kind: ToastKind): void {
  const viewport = document.querySelector(`.${TOAST_VIEWPORT_CLASS}`)
  if (!viewport) return
  regionsOf(viewport)
  // The same notice again restarts it instead of stacking a copy.
  const others = shown.filter((toast) => toast.message !== message || toast.kind !== kind)
  shown = [...others, { id: nextId++, message, kind }].slice(-MAX_VISIBLE_TOASTS)
  draw()
}

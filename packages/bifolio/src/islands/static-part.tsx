import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useLocale } from '../i18n/i18n-provider'
import { switchCode } from '../i18n/switch-code'
import { STATIC_PART_ATTRIBUTE, staticPart } from './static-parts'

// useLayoutEffect warns during prerendering, where a static part draws its children anyway.
const useBrowserLayoutEffect = import.meta.env.SSR ? () => undefined : useLayoutEffect

const shown = new WeakMap<Element, string>()

/**
 * A part of the page that never changes once painted but with the language: the hero, the
 * skills, the footer. The prerenderer draws `children`; in the browser the part keeps the
 * prerendered HTML, and React neither hydrates it nor loads its code, which on a slow phone is
 * most of the page's first second. A language switch changes its words in place to the other
 * language's prerendered HTML (fetched ahead), in the same commit as the islands' words. Where
 * no such HTML is at hand (a unit test), React draws `children` as usual. The wrapper takes no
 * box of its own (`display: contents`).
 *
 * Links in a static part work as links; what must answer a press there listens on the document
 * (tooltips, "Ask about this", the legal dialog's links).
 */
export function StaticPart({ name, children }: { name: string; children: ReactNode }) {
  const { locale } = useLocale()
  const html = import.meta.env.SSR ? undefined : staticPart(locale, name)
  // The markup the element was made with; React never sets it again (the prop stays the same).
  const [made] = useState(html)
  const ref = useRef<HTMLDivElement>(null)
  useBrowserLayoutEffect(() => {
    const element = ref.current
    // What the element shows now: hydration and a switch back need no walk.
    if (!element || html === undefined || html === (shown.get(element) ?? made)) return
    // Other words than the element was made with come only by a switch, whose code is here.
    switchCode()?.morphChildren(element, html)
    shown.set(element, html)
  }, [html, made])
  const marker = { [STATIC_PART_ATTRIBUTE]: name }
  if (html === undefined) {
    return (
      <div key="drawn" {...marker}>
        {children}
      </div>
    )
  }
  return (
    <div
      key="kept"
      ref={ref}
      {...marker}
      // The prerenderer's own HTML, read back from this page or its other language's.
      dangerouslySetInnerHTML={{ __html: made ?? html }}
      suppressHydrationWarning
    />
  )
}

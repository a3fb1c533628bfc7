import type { PrerenderedPage } from '../../src/app/entry-prerender'

/** The page's template (the site's `index.html`) with a prerendered page in its placeholders. */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const { lang, dir, class: classes } = page.htmlAttributes
  // Left to right is the default: only a right-to-left language's pages say their direction.
  const dirAttr = dir === 'rtl' ? ' dir="rtl"' : ''
  const classAttr = classes ? ` class="${classes}"` : ''
  const filled = template
    .replace(/<html[^>]*>/, `<html lang="${lang}"${dirAttr}${classAttr}>`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
  if (filled.includes('<!--app-')) throw new Error('index.html lost a placeholder')
  return filled
}

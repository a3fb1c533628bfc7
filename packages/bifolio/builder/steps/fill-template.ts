import type { PrerenderedPage } from '../../src/app/entry-prerender'

/** The page's template (the site's `index.html`) with a prerendered page in its placeholders. */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const classAttr = page.htmlAttributes.class ? ` class="${page.htmlAttributes.class}"` : ''
  const filled = template
    .replace(/<html[^>]*>/, `<html lang="${page.htmlAttributes.lang}"${classAttr}>`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
  if (filled.includes('<!--app-')) throw new Error('index.html lost a placeholder')
  return filled
}

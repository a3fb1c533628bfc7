/**
 * An answer page of the API read as a browser would: its document, queries by role and text
 * (@testing-library/dom), and the form's fields by name, so tests assert what a visitor sees and
 * can submit, not how the markup is spelled.
 */
import { within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'

export function readPage(html: string) {
  const { document } = new JSDOM(html).window
  const form = document.forms[0]
  return {
    document,
    screen: within(document.body),
    form,
    /** The control named `name` in the page's form, as the browser would submit it. */
    field(name: string) {
      const control = form?.elements.namedItem(name)
      if (!control || !('tagName' in control)) throw new Error(`the form has no field ${name}`)
      return control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
    },
    /** Where each link of the page goes. */
    hrefs: () => [...document.links].map((link) => link.getAttribute('href')),
  }
}

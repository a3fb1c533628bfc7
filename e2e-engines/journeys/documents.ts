import { expect } from 'vitest'
import { HOME, type Lang } from '../../e2e/support/words'
import { forgetVisitor, openWithCodeHeld, type Journey } from './journey'

interface Answer {
  href: string
  status: number
  type: string
  bytes: number
}

/** Fetches, from the page, what each link matching `selector` points at. */
async function fetchLinks(selector: string): Promise<Answer[]> {
  const hrefs = [
    ...new Set([...document.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '')),
  ]
  return Promise.all(
    hrefs.map(async (href) => {
      const response = await fetch(href)
      const bytes = (await response.arrayBuffer()).byteLength
      return {
        href,
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        bytes,
      }
    }),
  )
}

/** The CV's and the vCard's links on the landing page in `lang` answer with their files. */
export async function documentLinksAnswer(journey: Journey, lang: Lang): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME[lang])
  const cv = await browser.evaluate(fetchLinks, 'a[download][href$=".pdf"]')
  expect(cv.map((answer) => answer.href)).toEqual([
    expect.stringMatching(new RegExp(`-cv-${lang}\\.pdf$`)),
  ])
  expect(cv[0]).toMatchObject({ status: 200, type: 'application/pdf' })
  expect(cv[0]?.bytes).toBeGreaterThan(1000)

  const card = await browser.evaluate(fetchLinks, 'a[download][href$=".vcf"]')
  expect(card).toHaveLength(1)
  expect(card[0]).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/vcard/) })
  expect(card[0]?.bytes).toBeGreaterThan(50)
}

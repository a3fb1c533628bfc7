import { expect, test } from '@playwright/test'
import { availability, booking, offerWords, services, site, testimonials } from './support/content'
import { availabilityLine } from '../packages/bifolio/src/sections/hero/availability-line'
import { formatPrice } from '../packages/bifolio/src/sections/services/price'
import { quoteIn } from '../packages/bifolio/src/sections/testimonials/quote'
import { HOME, LANGS, WORDS, caseStudyUrl } from './support/words'

const shows = (section: string) => (site.sections as readonly string[]).includes(section)
const today = () => new Date().toISOString().slice(0, 10)

for (const lang of LANGS) {
  const t = WORDS[lang]

  test.describe(`the client's half of the page (${lang})`, () => {
    test('the hero says when the owner is free, as of today, in the page’s language', async ({
      page,
    }) => {
      await page.goto(HOME[lang])
      const line = page.locator('#home [data-testid="availability"]')
      if (!availability || !t.availability) {
        await expect(line).toHaveCount(0)
        return
      }
      await expect(line).toContainText(
        availabilityLine(availability, t.availability, lang, today()),
      )
    })

    test('the services section shows each offer with its price "from", or is absent', async ({
      page,
    }) => {
      await page.goto(HOME[lang])
      const section = page.locator('section#services')
      if (!shows('services') || !t.services) {
        await expect(section).toHaveCount(0)
        return
      }
      const words = t.services
      const cards = section.getByRole('article')
      await expect(cards).toHaveCount(services.length)
      for (const [index, service] of services.entries()) {
        const card = cards.nth(index)
        const offer = offerWords(words, service.id)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(offer.title)
        for (const item of offer.included) await expect(card.getByText(item)).toBeVisible()
        if (service.price) {
          const price = words.priceFrom.replace('{price}', formatPrice(service.price, lang))
          await expect(card).toContainText(price)
          await expect(card).toContainText(words.per[service.price.per])
        }
      }
      const data = await page.locator('script[type="application/ld+json"]').first().textContent()
      const offers = (JSON.parse(data ?? '{}') as { mainEntity?: { makesOffer?: unknown[] } })
        .mainEntity?.makesOffer
      expect(offers, 'one Offer per service in JSON-LD').toHaveLength(services.length)
    })

    test('each testimonial quotes its person, marking a quote in another language', async ({
      page,
    }) => {
      await page.goto(HOME[lang])
      const section = page.locator('section#testimonials')
      if (!shows('testimonials')) {
        await expect(section).toHaveCount(0)
        return
      }
      const figures = section.locator('figure')
      await expect(figures).toHaveCount(testimonials.length)
      for (const [index, testimonial] of testimonials.entries()) {
        const figure = figures.nth(index)
        const quote = quoteIn(testimonial, lang)
        const blockquote = figure.locator('blockquote')
        await expect(blockquote).toHaveText(quote.text)
        if (quote.lang === lang) await expect(blockquote).not.toHaveAttribute('lang')
        else await expect(blockquote).toHaveAttribute('lang', quote.lang)
        await expect(figure.locator('figcaption')).toContainText(testimonial.name)
      }
    })
  })
}

test('a testimonial about a project also appears on its case study', async ({ page }) => {
  const about = testimonials.find((entry) => entry.project)
  test.info().annotations.push({ type: 'content', description: `${about ? 1 : 0} such quote` })
  if (!about?.project || !shows('testimonials')) return
  await page.goto(caseStudyUrl('en', about.project))
  await expect(page.locator('blockquote')).toHaveText(quoteIn(about, 'en').text)
})

test('the booking link loads nothing from its host until followed', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin
  const foreign: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url())
  })
  await page.goto(HOME.en)
  await page.mouse.wheel(0, 20_000)
  await page.waitForLoadState('networkidle')
  if (booking) {
    // Beside the form, and beside the offers where the page shows them.
    await expect(page.locator(`#contact a[href="${booking}"]`)).toBeAttached()
    if (shows('services'))
      await expect(page.locator(`#services a[href="${booking}"]`)).toBeAttached()
  } else await expect(page.locator('a.booking-link')).toHaveCount(0)
  expect(foreign).toEqual([])
})

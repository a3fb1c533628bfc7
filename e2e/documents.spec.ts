/**
 * The CV and the contact card as a visitor gets them: downloaded through the page's own
 * links in a real browser, then read the way their consumers read them (poppler for the PDF,
 * a vCard parser for the card).
 */
import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cv, cvWords, profile } from './support/content'
import { NARROW, WIDE } from './support/viewports'
import { HOME, LANGS, projects, socialLinks, WORDS, caseStudyUrl, type Lang } from './support/words'

const CV_WORDS = cvWords
/** The paper `cv.yml` asks for, as pdfinfo prints its size. */
const PAPER_POINTS = {
  A4: '595.28 x 841.89 pts',
  Letter: '612 x 792 pts',
}[cv.paper]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The CV link's name in the owner's words, its size (`84 KB`) caught as a number. */
function cvLinkName(lang: Lang): RegExp {
  const { downloadCv, cvFormat } = WORDS[lang].documents
  const format = escaped(cvFormat).replace(escaped('{size}'), '(\\d+) KB')
  return new RegExp(`^${escaped(downloadCv)} ${format}$`)
}

function poppler(tool: string, ...args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' })
}

/** Downloads what a link points at by clicking it, as a visitor would, and keeps the file. */
async function download(page: Page, name: RegExp, suffix: string): Promise<string> {
  const link = page.getByRole('link', { name }).filter({ visible: true }).first()
  await expect(link).toHaveAttribute('download', '')
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  const path = join(tmpdir(), `e2e-${process.pid}-${Date.now()}-${suffix}`)
  await file.saveAs(path)
  return path
}

test.describe('the CV', () => {
  for (const lang of LANGS) {
    test(`${lang}: the hero's link downloads a tagged PDF that tells the page's story`, async ({
      page,
    }) => {
      const words = CV_WORDS[lang]
      await page.setViewportSize(WIDE)
      await page.goto(HOME[lang])
      const name = cvLinkName(lang)
      const link = page.locator('.hero-intro').getByRole('link', { name })
      await expect(link).toHaveAttribute('href', new RegExp(`-cv-${lang}\\.pdf$`))
      const path = await download(page, name, `cv-${lang}.pdf`)
      const bytes = (await readFile(path)).length
      // The size the link promises is the size the visitor gets.
      const promised = Number(name.exec((await link.textContent())?.trim() ?? '')?.[1])
      expect(Math.abs(promised - bytes / 1000)).toBeLessThanOrEqual(1)
      expect(bytes).toBeLessThanOrEqual(150 * 1024)

      const info = poppler('pdfinfo', path)
      expect(info).toMatch(/^Tagged:\s+yes$/m)
      expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBeLessThanOrEqual(2)
      expect(info).toContain(PAPER_POINTS)
      expect(info).toMatch(new RegExp(`^Author:\\s+${profile.name}$`, 'm'))

      const fonts = poppler('pdffonts', path).split('\n').slice(2).filter(Boolean)
      expect(fonts.length).toBeGreaterThan(0)
      for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/)

      const text = poppler('pdftotext', path, '-').replace(/\s+/g, ' ')
      // Each heading the CV has a section for: an empty list of cv.yml gets none.
      const order = [
        profile.name,
        words.profile,
        words.experience,
        words.projects,
        ...(cv.education.length > 0 ? [words.education] : []),
        ...(cv.languages.length > 0 ? [words.languages] : []),
      ]
      const positions = order.map((part) => text.indexOf(part))
      for (const [index, position] of positions.entries())
        expect(position, order[index]).toBeGreaterThanOrEqual(0)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      for (const project of projects) expect(text).toContain(project.words[lang].title)

      const urls = poppler('pdfinfo', '-url', path)
      for (const url of socialLinks.map((link) => link.href)) {
        expect(urls).toContain(url)
      }
      for (const project of projects) expect(urls).toContain(caseStudyUrl(lang, project.slug))
    })
  }

  test("the floating quick links and a case study offer the CV in the page's language", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW)
    const project = projects[0]
    if (!project) throw new Error('the sample content has projects')
    await page.goto(caseStudyUrl('en', project.slug))
    const menu = page.getByTestId('floating-menu')
    await menu.hover()
    const cv = menu.getByRole('link', { name: cvLinkName('en') })
    await expect(cv).toBeVisible()
    await expect(cv).toHaveAttribute('href', /-cv-en\.pdf$/)
  })
})

test.describe('the contact card', () => {
  test('the contact section offers a vCard 4.0 that parses, served as text/vcard', async ({
    page,
    request,
  }) => {
    const lang: Lang = 'es'
    await page.goto(`${HOME[lang]}#contact`)
    const link = page.locator('#contact').getByRole('link', {
      name: WORDS[lang].documents.contactCardLabel.replace('{name}', profile.name),
    })
    await expect(link).toHaveAttribute('download', '')
    const href = await link.getAttribute('href')
    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/vcard/)
    const card = new ICAL.Component(ICAL.parse(await response.text()))
    expect(card.getFirstPropertyValue('version')).toBe('4.0')
    expect(card.getFirstPropertyValue('fn')).toBe(profile.name)
    expect(card.getFirstPropertyValue('email')).toBe(profile.email)
    const urls = card.getAllProperties('url').map((property) => property.getFirstValue())
    const profiles = socialLinks.filter((link) => link.id !== 'mail').map((link) => link.href)
    expect(urls).toEqual(expect.arrayContaining(profiles))
  })

  for (const viewport of [NARROW, WIDE]) {
    test(`its link starts a line of its own under the invitation to write, ${viewport.width} px wide`, async ({
      page,
    }) => {
      const lang: Lang = 'en'
      await page.setViewportSize(viewport)
      await page.goto(`${HOME[lang]}#contact`)
      const link = page.locator('#contact').getByRole('link', {
        name: WORDS[lang].documents.contactCardLabel.replace('{name}', profile.name),
      })
      // Where the link sits against the invitation's own words, once the late stylesheet is in.
      const place = () =>
        link.evaluate((element) => {
          const invitation = element.closest('p')
          const words = document.createRange()
          if (invitation?.firstChild) words.selectNodeContents(invitation.firstChild)
          const box = element.getBoundingClientRect()
          return {
            belowTheWords: box.top >= words.getBoundingClientRect().bottom - 1,
            atTheLineStart:
              Math.abs(box.left - (invitation?.getBoundingClientRect().left ?? 0)) < 1,
          }
        })
      await expect.poll(place).toEqual({ belowTheWords: true, atTheLineStart: true })
    })
  }
})

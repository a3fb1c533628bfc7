/**
 * Vite plugin: the owner's documents, built from the same content as the page.
 * - one CV per language as a tagged PDF, named after the owner (`dani-navarro-cv-es.pdf`);
 * - the contact card as vCard 4.0 (`dani-navarro.vcf`).
 * `virtual:documents` tells the page their addresses and the PDFs' sizes, so a link can say
 * "Download CV (PDF, 84 KB)". The files are written once per build (emitted by the client
 * build, served by the dev server); the same content gives the same bytes.
 */
import type { Plugin } from 'vite'
import type { TechnologyId } from '../../../src/content/types.ts'
import { DEFAULT_LOCALE, LOCALES, ofLocale, type Locale } from '../../../src/i18n/locales.ts'
import { fillFacts } from '../../../src/lib/fill-facts.ts'
import { named } from '../../../src/content/named.ts'
import { contactCardFileName, cvFileName } from '../../../src/lib/document-files.ts'
import type { ContentCollection } from '../content/plugin.ts'
import { buildCvInput } from './build-cv-input.ts'
import { cvLook, renderCvPdf } from './cv-pdf.ts'
import type { LookPlugin } from '../look/plugin.ts'
import { vcard } from './vcard.ts'

const VIRTUAL_ID = 'virtual:documents'

/** `84 KB`: what a visitor weighs before a download on a phone. */
function sizeLabel(bytes: number): string {
  return bytes < 1000 * 1000
    ? `${Math.max(1, Math.round(bytes / 1000))} KB`
    : `${(bytes / 1000 / 1000).toFixed(1)} MB`
}

interface Documents {
  files: Map<string, { body: Buffer; contentType: string }>
  module: {
    cv: Record<Locale, { href: string; size: string }>
    contactCard: { href: string }
  }
}

/**
 * Every CV and the card, in memory. `bifolio check` calls it too, so a letter the CV's fonts
 * lack is found there, before a build.
 */
export async function buildDocuments(
  content: ContentCollection,
  look: LookPlugin,
  base: string,
  siteUrl: string,
): Promise<Documents> {
  // The content is checked first: what is read below is known to be whole.
  const [cvContent, projects, profile, owner, resolvedLook] = await Promise.all([
    content.cv(),
    content.projects(),
    content.profile(),
    content.owner(),
    look.resolved(),
  ])
  const cv = fillFacts(cvContent, profile)
  // The owner's words come with their facts filled in.
  const messages = owner.words
  const cvWords = owner.cv
  const paper = cvLook(resolvedLook)
  const files: Documents['files'] = new Map()
  const cvLinks = {} as Documents['module']['cv']
  for (const locale of LOCALES) {
    const pdf = await renderCvPdf(
      buildCvInput({
        locale,
        siteUrl,
        cv,
        owner: profile,
        t: ofLocale(messages, locale),
        words: ofLocale(cvWords, locale),
        projects: projects.map((project) => project.card),
        skillGroups: owner.site.skillGroups,
        technologyName: (id: TechnologyId) => named(owner.technologies, id).name,
      }),
      paper,
    )
    const fileName = cvFileName(profile.name, locale)
    files.set(fileName, { body: pdf, contentType: 'application/pdf' })
    cvLinks[locale] = { href: `${base}${fileName}`, size: sizeLabel(pdf.length) }
  }
  const cardName = contactCardFileName(profile.name)
  const card = vcard({
    name: profile.name,
    // The card has one title: in English where the site has it, else in its first language.
    title: ofLocale(messages, LOCALES.includes('en') ? 'en' : DEFAULT_LOCALE).hero.subtitle,
    email: profile.email,
    site: new URL('/', siteUrl).href,
    phone: profile.phone,
    profiles: [
      ...(['github', 'linkedin'] as const).flatMap((type) => {
        const url = profile.links[type]
        return url ? [{ type, url }] : []
      }),
      ...profile.links.others.map((other) => ({ type: other.name, url: other.url })),
    ],
    revision: new Date(`${cv.updated}T00:00:00Z`),
  })
  files.set(cardName, { body: Buffer.from(card, 'utf8'), contentType: 'text/vcard; charset=utf-8' })
  return { files, module: { cv: cvLinks, contactCard: { href: `${base}${cardName}` } } }
}

export function cvDocuments({
  content,
  look,
  siteUrl,
}: {
  content: ContentCollection
  look: LookPlugin
  /** The site's address, printed on the CV. */
  siteUrl: string
}): Plugin {
  let base = '/'
  let building: Promise<Documents> | undefined
  const documents = () => {
    building ??= buildDocuments(content, look, base, siteUrl)
    return building
  }
  return {
    name: 'portfolio:cv-documents',
    configResolved(config) {
      base = config.base
    },
    buildStart() {
      building = undefined
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined
    },
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined
      const { files, module } = await documents()
      if (this.environment.config.consumer === 'client' && this.environment.mode !== 'dev') {
        for (const [fileName, file] of files) {
          this.emitFile({ type: 'asset', fileName, source: file.body })
        }
      }
      return `export default ${JSON.stringify(module)}`
    },
    configureServer(server) {
      server.watcher.on('change', () => {
        building = undefined
      })
      server.middlewares.use((req, res, next) => {
        const fileName = req.url?.split('?')[0]?.slice(base.length) ?? ''
        if (!/\.(pdf|vcf)$/.test(fileName)) return next()
        documents()
          .then(({ files }) => {
            const file = files.get(fileName)
            if (!file) return next()
            res.setHeader('Content-Type', file.contentType)
            res.end(file.body)
          })
          .catch(next)
      })
    },
  }
}

/**
 * One Lighthouse run and the figures the bench reports from it. Chromium is Debian's, with
 * the flags that keep it off a network it does not have.
 */
import { Launcher } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_FLAGS } from '../packages/bifolio/shared/chromium-flags.ts'

/**
 * Headless Chromium still builds its omnibox popup as a web page, in a renderer of its own: about
 * a second of CPU at start, which on two cores lands in the first measured load's long tasks
 * (TBT 850 ms against 300-600 for the loads after it), though the page has no omnibox. Chromium
 * keeps only the last `--disable-features`, so the launcher's own list is repeated with these.
 */
const BROWSER_UI_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

function disableFeatures(): string {
  const prefix = '--disable-features='
  const launcherList = Launcher.defaultFlags().find((flag) => flag.startsWith(prefix))
  const features = launcherList?.slice(prefix.length).split(',') ?? []
  return prefix + [...features, ...BROWSER_UI_PAGES].join(',')
}

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, disableFeatures()]

export type Profile = 'mobile' | 'desktop'

export const RESOURCE_TYPES = [
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'total',
] as const
type ResourceType = (typeof RESOURCE_TYPES)[number]

export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** The page's scripts at work while it loads (Lighthouse's bootup-time), at its CPU slowdown. */
  scriptMs: number
  /** All the main thread's work while the page loads (style, layout and paint too). */
  mainThreadMs: number
  /**
   * That work by Lighthouse's kinds (`styleLayout`, `scriptEvaluation`, `parseHTML`,
   * `paintCompositeRender`, `other`…): where a page's main thread differs from another's.
   */
  mainThreadByKind: Record<string, number>
  /**
   * Lighthouse's measure of this host's speed: the same page scores differently on a slower
   * host, so the figures are read beside it.
   */
  benchmarkIndex: number
  bytes: Record<ResourceType, number>
  /** The paths of the scripts the page fetched while it loaded, each once. */
  scriptPaths: string[]
  requests: number
  /** Audit ids that lost points, for the report's "why". */
  failing: string[]
}

interface RequestItem {
  url: string
  resourceType?: string
}

interface WorkItem {
  group: string
  duration: number
}

interface SummaryItem {
  resourceType: string
  transferSize: number
  requestCount: number
}

export async function runLighthouse(
  url: string,
  port: number,
  profile: Profile,
  /** URL patterns the page may not load (`*.js`): what a figure owes to those resources. */
  blockedUrlPatterns: string[] = [],
): Promise<RunFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns,
  }
  const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const items = ((lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined)
    ?.items ?? []) as SummaryItem[]
  const bytesOf = (type: ResourceType) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0
  const requests = ((
    lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined
  )?.items ?? []) as RequestItem[]
  const scriptPaths = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => new URL(request.url).pathname)
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category.id}:${audit?.id}`),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptMs: numeric('bootup-time'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    mainThreadByKind: Object.fromEntries(
      (
        (lhr.audits['mainthread-work-breakdown']?.details as { items?: WorkItem[] } | undefined)
          ?.items ?? []
      ).map((item) => [item.group, item.duration]),
    ),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    bytes: Object.fromEntries(RESOURCE_TYPES.map((type) => [type, bytesOf(type)])) as Record<
      ResourceType,
      number
    >,
    scriptPaths: [...new Set(scriptPaths)].sort(),
    requests: items.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
    failing,
  }
}

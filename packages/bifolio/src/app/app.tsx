import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { hasProject } from '../content/project-slugs'
import { I18nProvider } from '../i18n/i18n-provider'
import type { Route } from '../i18n/routes'
import { LegalDialog } from '../layout/legal-dialog'
import { LandingPage } from './landing-page'
import { useT } from '../i18n/i18n-provider'
import { ToastProvider } from '../ui/toast'
import { loadedModule } from '../lib/loaded-module'

/**
 * A page other than the landing page: a chunk of its own, its component the module's default
 * export. It is prerendered, and hydration waits for the chunk.
 */
function lazyPage<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => loadedModule(load()))
}

const NotFoundPage = lazyPage(() => import('../layout/not-found-page'))
const CaseStudyRoute = lazyPage(() => import('./case-study/case-study-page'))
const BlogIndexPage = lazyPage(() => import('./blog/blog-index-page'))
const ArticlePage = lazyPage(() => import('./blog/article-page'))
const ProjectsIndexPage = lazyPage(() => import('./projects-index/projects-index-page'))

function RoutePage({ route }: { route: Route }) {
  switch (route.kind) {
    case 'page':
      return (
        <>
          {/* First: on a legal URL its text is the first thing to read, with or without code. */}
          <LegalDialog initialPage={route.page} />
          <LandingPage />
        </>
      )
    case 'projects':
      return <ProjectsIndexPage />
    case 'project':
      return hasProject(route.slug, route.locale) ? (
        <CaseStudyRoute slug={route.slug} />
      ) : (
        <NotFoundPage />
      )
    case 'blog':
      return <BlogIndexPage />
    case 'post':
      return <ArticlePage slug={route.slug} locale={route.locale} />
    case 'not-found':
      return <NotFoundPage />
  }
}

/** The toasts' place, its close buttons named in the page's language. */
function LocalizedToasts({ children }: { children: ReactNode }) {
  return <ToastProvider closeLabel={useT().toast.close}>{children}</ToastProvider>
}

/** The whole application for one route; the client and the prerenderer both render this. */
export function App({ route }: { route: Route }) {
  return (
    <I18nProvider initialLocale={route.locale} route={route}>
      <LocalizedToasts>
        <Suspense fallback={null}>
          <RoutePage route={route} />
        </Suspense>
      </LocalizedToasts>
    </I18nProvider>
  )
}

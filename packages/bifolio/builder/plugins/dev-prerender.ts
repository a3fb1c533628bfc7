/**
 * The dev server answers a page as the build does: prerendered by the same code
 * (src/app/entry-prerender.tsx, run by Vite's module runner), so the static parts come as HTML
 * the browser keeps and never runs, and a click handler in one is as dead as on the built site.
 * The files the build writes beside the pages (favicons, manifest, sitemap, feeds, share
 * pictures) are answered from the same code as the build's, each drawn when asked for.
 */
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type * as Prerender from '../../src/app/entry-prerender'
import { routeFromPath } from '../../src/i18n/routes.ts'
import { CONTENT_TYPES } from '../../shared/content-types.ts'
import { enginePath } from '../paths/engine.ts'
import { fillTemplate } from '../steps/fill-template.ts'
import { siteFactsOf, siteFiles } from '../steps/site-files/write-site-files.ts'

const prerenderModule = async (server: ViteDevServer) =>
  (await server.ssrLoadModule(enginePath('src/app/entry-prerender.tsx'))) as typeof Prerender

/** Vite's own requests: the modules, its client and pre-bundled packages. */
const VITE_PATH = /^\/(@|src\/|node_modules\/)/

export function devPrerender({ contentDir }: { contentDir: string }): Plugin {
  return {
    name: 'portfolio:dev-prerender',
    apply: 'serve',
    configureServer(server) {
      // Drawn again after any change, as a build would be; per host the page was asked from, so
      // the sitemap's and the feeds' absolute addresses are the ones the browser used.
      const filesByOrigin = new Map<string, ReturnType<typeof siteFiles>>()
      server.watcher.on('all', () => {
        filesByOrigin.clear()
      })
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost')
        if (request.method !== 'GET' || !extname(url.pathname) || VITE_PATH.test(url.pathname))
          return next()
        try {
          const origin = `http://${request.headers.host ?? 'localhost'}`
          const files =
            filesByOrigin.get(origin) ??
            prerenderModule(server).then((ssr) => siteFiles(origin, contentDir, siteFactsOf(ssr)))
          filesByOrigin.set(origin, files)
          const draw = (await files).get(decodeURIComponent(url.pathname.slice(1)))
          if (!draw) return next()
          const type = CONTENT_TYPES[extname(url.pathname).toLowerCase()]
          response.setHeader('Content-Type', type ?? 'application/octet-stream')
          response.end(await draw())
        } catch (error) {
          filesByOrigin.clear()
          next(error)
        }
      })
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost')
        const isPage = !extname(url.pathname) || url.pathname.endsWith('.html')
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html') || !isPage)
          return next()
        try {
          const template = await server.transformIndexHtml(
            url.pathname,
            await readFile(enginePath('index.html'), 'utf8'),
          )
          const { render } = await prerenderModule(server)
          const route = routeFromPath(url.pathname)
          const page = await render(route, `http://${request.headers.host ?? 'localhost'}`)
          response.statusCode = route.kind === 'not-found' ? 404 : 200
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(fillTemplate(template, page))
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error)
          next(error)
        }
      })
    },
  }
}

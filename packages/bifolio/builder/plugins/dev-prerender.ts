/**
 * The dev server answers a page as the build does: prerendered by the same code
 * (src/app/entry-prerender.tsx, run by Vite's module runner), so the static parts come as HTML
 * the browser keeps and never runs, and a click handler in one is as dead as on the built site.
 */
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import type { Plugin } from 'vite'
import type * as Prerender from '../../src/app/entry-prerender'
import { routeFromPath } from '../../src/i18n/routes.ts'
import { enginePath } from '../paths/engine.ts'
import { fillTemplate } from '../steps/fill-template.ts'

export function devPrerender(): Plugin {
  return {
    name: 'portfolio:dev-prerender',
    apply: 'serve',
    configureServer(server) {
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
          const { render } = (await server.ssrLoadModule(
            enginePath('src/app/entry-prerender.tsx'),
          )) as typeof Prerender
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

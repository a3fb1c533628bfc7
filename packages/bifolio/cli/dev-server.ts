/**
 * `bifolio dev`: Vite's dev server on the site. The look (accent, fonts) shapes the whole
 * config, the fonts to cut included, so a change to `look.yml` or to the owner's font files
 * starts a new server from a config read anew, on the same port; Vite's own restart would
 * reuse the config it was first given and keep serving the old look. The open page reconnects
 * and reloads by itself.
 */
import type { AddressInfo } from 'node:net'
import { join, resolve, sep } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { clientConfig, type SiteBuild } from '../builder/bundles/client.ts'
import { readLook } from '../builder/plugins/look/read-look.ts'

/** Whether a watched path is part of the look: the file itself or anything in the fonts folder. */
function isLookFile(path: string, contentDir: string): boolean {
  const absolute = resolve(path)
  return (
    absolute === join(contentDir, 'look.yml') ||
    absolute.startsWith(join(contentDir, 'fonts') + sep)
  )
}

async function startServer(site: SiteBuild, port: number | undefined): Promise<ViteDevServer> {
  const config = clientConfig(site, await readLook(site.contentDir))
  const server = await createServer(
    port === undefined
      ? config
      : { ...config, server: { ...config.server, port, strictPort: true } },
  )
  await server.listen()
  return server
}

export interface DevServer {
  /** Where it listens now, e.g. `http://localhost:5173/`. */
  url(): string
  close(): Promise<void>
}

/** Starts the dev server; `port` 0 picks a free one, which the next start keeps. */
export async function runDevServer(site: SiteBuild, port?: number): Promise<DevServer> {
  let server = await startServer(site, port)
  server.printUrls()
  let restarting = Promise.resolve()
  const watch = (current: ViteDevServer) => {
    current.watcher.add([join(site.contentDir, 'look.yml'), join(site.contentDir, 'fonts')])
    current.watcher.on('all', (_event, path) => {
      if (!isLookFile(path, site.contentDir)) return
      restarting = restarting.then(async () => {
        if (server !== current) return
        const { port } = current.httpServer?.address() as AddressInfo
        await current.close()
        server = await startServer(site, port)
        current.config.logger.info('look changed: the server started again with it', {
          timestamp: true,
        })
        watch(server)
      })
    })
  }
  watch(server)
  return {
    url: () => `http://localhost:${(server.httpServer?.address() as AddressInfo).port}/`,
    close: async () => {
      await restarting
      await server.close()
    },
  }
}

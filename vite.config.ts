import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { contentCollection } from './scripts/content/plugin.ts'
import { cvDocuments } from './scripts/cv/plugin.ts'
import { publicApiUrlFromEnv } from './scripts/site-url.ts'
import { subsetFonts } from './scripts/font-subset/font-subset.ts'
import { iconSprite } from './scripts/icon-sprite.ts'
import { responsiveImages } from './scripts/responsive-images/plugin.ts'
import { inlineScript } from './scripts/inline-script/bundle-inline-script.ts'
import { buildDirFromEnv, buildPaths } from './scripts/build-dir.ts'
import { lookPlugin, type LookSource } from './scripts/look/plugin.ts'
import { readLook } from './scripts/look/read-look.ts'

const require = createRequire(import.meta.url)

/** Puts the pre-paint theme and language script first in <head>, in dev and in the build. */
function headScript(): Plugin {
  return {
    name: 'portfolio:head-script',
    transformIndexHtml: {
      order: 'pre',
      handler: async () => [
        {
          tag: 'script',
          children: await inlineScript('src/theme/head-script.ts'),
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

/**
 * The site's build from the content, with `look` as its look (tests build another), into
 * `BUILD_DIR`: the site in `client/`, the SSR bundle (`vite build --ssr`), which only the
 * prerender step reads, in `prerender/`.
 */
export function siteConfig(look: LookSource, isSsrBuild = false): UserConfig {
  const build = buildPaths(buildDirFromEnv())
  const projects = contentCollection({ contentDir: 'src/content' })
  const theLook = lookPlugin(look, { contentDir: 'src/content' })
  return {
    define: {
      // Where the form posts when the API lives on another origin than the pages (a build setting).
      'import.meta.env.PUBLIC_API_URL': JSON.stringify(publicApiUrlFromEnv()),
      // The footer's copyright year: the build's, so the prerendered HTML and the bundle agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
      // The day the page was built (UTC): what the prerendered availability was written for.
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    },
    plugins: [
      projects,
      theLook,
      cvDocuments({ content: projects, look: theLook }),
      react(),
      headScript(),
      subsetFonts({
        srcDir: 'src',
        cacheDir: resolve('node_modules/.cache/font-subsets'),
        fonts: theLook.fontFiles,
      }),
      iconSprite({
        srcDir: 'src',
        contentDir: 'src/content',
        cacheDir: resolve('node_modules/.cache/icon-logos'),
        resolveJson: (id) => require.resolve(id),
      }),
      responsiveImages({
        dir: 'src/content',
        // The code names the owner's pictures and each project's card picture; a case study's
        // pictures are in its own HTML.
        inManifest: async () => {
          const cards = await projects.cardPictures()
          return (name) => name.startsWith('images/') || cards.has(name)
        },
      }),
    ],
    build: {
      outDir: isSsrBuild ? build.prerender : build.client,
      emptyOutDir: true,
      // The prerendered HTML holds every section, lazy ones included, so their CSS must be there
      // before first paint: one stylesheet, not per-chunk files that arrive with the JavaScript.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Every request of a first visit costs a round of headers on slow 4G. What the entry
          // imports loads at once anyway, and hydration fetches every prerendered lazy section
          // at once: one chunk each instead of a dozen. Contact, carousel, dialog, toasts and the
          // 404 page keep their own chunks, fetched when needed; every other section, whichever
          // the owner shows, goes in one.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 2 },
              {
                name: 'sections',
                test: /src[\\/]sections[\\/](?!contact[\\/]|projects[\\/])/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }
}

const ownerLook = await readLook(resolve('src/content'))

export default defineConfig(({ isSsrBuild }) => ({
  ...siteConfig(ownerLook, isSsrBuild),
  test: {
    projects: [
      // The files of each project share one environment and one module registry: a fresh jsdom
      // and module graph per file cost more than the tests themselves (39 s against 11 for the
      // web project). A test that replaces a module (`vi.mock`) would leak that replacement
      // into the files after it, so it is named `*.isolated.test.*` and runs in a fresh one;
      // ESLint refuses `vi.mock` anywhere else.
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'shared/**/*.test.ts',
            'packages/create-bifolio/**/*.test.ts',
          ],
          isolate: false,
        },
      },
    ],
  },
}))

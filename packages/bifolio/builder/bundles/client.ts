/**
 * The site's Vite config from a site's content: the page's bundle (`client/`) or, with `ssr`,
 * the prerender's (`prerender/`, which only the prerender step reads). The dev server, the
 * build and the unit tests all start from it; every path in it is absolute, so it works from
 * the site's folder with the engine installed anywhere.
 */
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { searchForWorkspaceRoot, type InlineConfig, type Plugin, type PluginOption } from 'vite'
import { buildPaths } from '../paths/build-dir.ts'
import { ENGINE_DIR, enginePath } from '../paths/engine.ts'
import type { BuildSettings } from '../build-config.ts'
import { leftToRightSite } from '../plugins/left-to-right-only.ts'
import { contentLanguages } from '../plugins/content/content-languages.ts'
import { contentCollection } from '../plugins/content/plugin.ts'
import { filterStyles } from '../plugins/content/filter-css.ts'
import { cvDocuments } from '../plugins/cv/plugin.ts'
import { subsetFonts } from '../plugins/font-subset/font-subset.ts'
import { iconSprite } from '../plugins/icon-sprite.ts'
import { inlineScript } from '../plugins/inline-script.ts'
import { lookPlugin, type LookSource } from '../plugins/look/plugin.ts'
import { responsiveImages } from '../plugins/responsive-images/plugin.ts'
import { contentColors } from '../plugins/look/content-colors-css.ts'
import { entryPreloads } from '../plugins/entry-preloads.ts'
import { preloadHelper } from '../plugins/preload-helper.ts'
import { staticPartsOut } from '../plugins/static-parts-out.ts'
import { devPrerender } from '../plugins/dev-prerender.ts'
import { pageKindWords } from '../plugins/page-kind-words.ts'
import { ENGINE_LANGUAGES, engineLanguageOf } from '../../src/words/engine-words.ts'

const require = createRequire(import.meta.url)

/** What a build of one site needs to know: where its content is, where it goes, its settings. */
export interface SiteBuild extends BuildSettings {
  /** The site's folder (its `package.json`, `content/`). */
  siteDir: string
  /** The owner's content folder, `<site>/content`. */
  contentDir: string
  /** Where the build goes: `dist` in the site, or `BUILD_DIR`. */
  buildDir: string
  /** Where work is kept between builds (cut fonts, encoded pictures, Vite's own). */
  cacheDir: string
}

/** Puts the pre-paint theme and language script first in <head>, in dev and in the build. */
function headScript(contentDir: string): Plugin {
  return {
    name: 'portfolio:head-script',
    transformIndexHtml: {
      order: 'pre',
      handler: async () => [
        {
          tag: 'script',
          children: await inlineScript(enginePath('src/theme/head-script.ts'), {
            __SITE_LANGUAGES__: JSON.stringify(await contentLanguages(contentDir)),
          }),
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

/**
 * Whether the site lists three languages or more, as a constant the bundler folds: a site of
 * one or two languages ships none of the languages menu's code.
 */
function languageCount(contentDir: string): Plugin {
  return {
    name: 'portfolio:language-count',
    config: async () => ({
      define: {
        __MANY_LANGUAGES__: JSON.stringify((await contentLanguages(contentDir)).length > 2),
      },
    }),
  }
}

/** The plugins that turn the owner's content and look into the page's modules. */
function sitePlugins(site: SiteBuild, look: LookSource): PluginOption[] {
  const content = contentCollection({ contentDir: site.contentDir })
  const theLook = lookPlugin(look, { contentDir: site.contentDir })
  return [
    languageCount(site.contentDir),
    leftToRightSite(site.contentDir),
    content,
    theLook,
    cvDocuments({ content, look: theLook, siteUrl: site.siteUrl }),
    contentColors(content),
    filterStyles('tech', async () =>
      (await content.projects()).map((project) => project.card.technologies),
    ),
    filterStyles('tag', async () => (await content.posts()).map((post) => post.entry.tags)),
    react(),
    headScript(site.contentDir),
    subsetFonts({
      textDirs: [enginePath('src'), site.contentDir],
      // The engine's words in the languages the site does not speak: their letters (a ç, an ß)
      // would only grow the font every page fetches.
      leftOut: async () => {
        const spoken = new Set((await contentLanguages(site.contentDir)).map(engineLanguageOf))
        return ENGINE_LANGUAGES.filter((language) => !spoken.has(language)).map((language) =>
          enginePath(`src/words/${language}.ts`),
        )
      },
      cacheDir: join(site.cacheDir, 'font-subsets'),
      fonts: theLook.fontFiles,
    }),
    iconSprite({
      srcDir: enginePath('src'),
      contentDir: site.contentDir,
      cacheDir: join(site.cacheDir, 'icon-logos'),
      resolveJson: (id) => require.resolve(id),
    }),
    responsiveImages({
      dir: site.contentDir,
      cacheDir: join(site.cacheDir, 'responsive-images'),
      // The code names the owner's pictures and each project's card picture; a case study's
      // pictures are in its own HTML.
      inManifest: async () => {
        const cards = await content.cardPictures()
        return (name) => name.startsWith('images/') || cards.has(name)
      },
    }),
  ]
}

export function clientConfig(
  site: SiteBuild,
  look: LookSource,
  {
    ssr = false,
    browserDrawsStaticParts = false,
  }: {
    ssr?: boolean
    /** For the unit tests, whose components render in jsdom with no prerendered page. */
    browserDrawsStaticParts?: boolean
  } = {},
): InlineConfig {
  const build = buildPaths(site.buildDir)
  const preloads = entryPreloads()
  return {
    configFile: false,
    root: ENGINE_DIR,
    cacheDir: join(site.cacheDir, 'vite'),
    publicDir: false,
    // The engine's files and the owner's, wherever each is installed.
    server: { fs: { allow: [searchForWorkspaceRoot(ENGINE_DIR), site.siteDir] } },
    define: {
      // Where the form posts when the API lives on another origin than the pages (a build setting).
      'import.meta.env.PUBLIC_API_URL': JSON.stringify(site.publicApiUrl),
      // The footer's copyright year: the build's, so the prerendered HTML and the bundle agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
      // The day the page was built (UTC): what the prerendered availability was written for.
      __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    },
    plugins: [
      ...sitePlugins(site, look),
      preloads.plugin,
      preloadHelper(),
      browserDrawsStaticParts
        ? []
        : [staticPartsOut(), devPrerender({ contentDir: site.contentDir }), pageKindWords()],
    ],
    build: {
      // Every browser the site supports knows `<link rel=modulepreload>` (Safari since 17,
      // Firefox since 115); one that does not fetches the module when it is imported, as before.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      outDir: ssr ? build.prerender : build.client,
      emptyOutDir: true,
      ...(ssr ? { ssr: enginePath('src/app/entry-prerender.tsx') } : {}),
      // The prerendered HTML holds every section, lazy ones included, so their CSS must be there
      // before first paint: one stylesheet, not per-chunk files that arrive with the JavaScript.
      cssCodeSplit: false,
      // Which chunk each module became, for the tests (run-build.ts moves it out of the site).
      manifest: !ssr,
      rolldownOptions: {
        // The owner reads each step's line; the bundler's own timing notes are for us. The
        // prerenderer's bundle loads every module at once, so a lazy import there (a language's
        // words) is rightly not a chunk of its own; in the page's bundle that note stays a warning.
        checks: { pluginTimings: false, ...(ssr ? { ineffectiveDynamicImport: false } : {}) },
        output: {
          // A chunk's name is its hash alone: the entry names every chunk it may load, twice
          // (its import and its preloads), and the modules' names cost each page about 190 B of
          // brotli. `chunks.json` beside the build says which module each chunk holds.
          chunkFileNames: 'assets/[hash].js',
          // Every request of a first visit costs a round of headers on slow 4G: what the entry
          // imports loads at once anyway, so it is one chunk. The static parts' sections are never
          // fetched by a prerendered page; the islands (contact,
          // carousel, dialog, toasts) and the other pages keep chunks of their own.
          // The owner's data that only some parts show (the projects, the technologies, the
          // clients' facts, the classes of their colours) is one chunk, not one request each.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 2 },
              {
                name: 'owner-data',
                test: /virtual:(projects|owner-clients|owner-technologies)$|src\/content\/(projects|client-facts|technologies|color-classes)\.ts$|src\/sections\/projects\/card-colors\.ts$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }
}

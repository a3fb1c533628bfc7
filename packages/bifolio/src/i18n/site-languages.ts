/**
 * Makes the content's languages the site's in a bundle (the page, the prerenderer, the
 * server, the tests): its entries import this first, before any module reads them.
 */
import { languages } from 'virtual:owner-content'
import { setSiteLanguages } from './locales'

setSiteLanguages(languages)

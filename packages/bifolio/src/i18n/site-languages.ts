/**
 * Makes the content's languages and their path words the site's in a bundle (the page, the prerenderer, the
 * server, the tests): its entries import this first, before any module reads them.
 */
import { languages, pathWords } from 'virtual:owner-content'
import { setSiteLanguages } from './locales'

setSiteLanguages(languages, pathWords)

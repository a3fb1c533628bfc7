/**
 * The documents' file names, from the owner's name: the build writes the files under them and
 * the count API knows from them which downloads are the site's own.
 */
import { slugify } from './slug.ts'

/** `dani-navarro-cv-en.pdf`: a name a person recognises in their downloads. */
export function cvFileName(ownerName: string, language: string): string {
  return `${slugify(ownerName)}-cv-${language}.pdf`
}

/** `dani-navarro.vcf`. */
export function contactCardFileName(ownerName: string): string {
  return `${slugify(ownerName)}.vcf`
}

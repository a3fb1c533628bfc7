/**
 * What every page reads of the owner's data files, as the build checked them: the profile,
 * the page's shape and which articles each language has, whole and fact by fact (a bundle
 * keeps only the facts its code reads). The clients' facts (client-facts.ts), the
 * technologies (technologies.ts) and the projects (projects.ts) are modules of their own, and
 * the words come a language at a time (src/i18n/messages.ts).
 */
export * from 'virtual:owner-content'

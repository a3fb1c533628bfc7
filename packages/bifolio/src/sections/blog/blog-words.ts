import type { Messages } from '../../content'
import { useT } from '../../i18n/i18n-provider'

export type BlogMessages = NonNullable<Messages['blog']>

/** The articles' words in the current language; the content check asks for them with articles. */
export function useBlogT(): BlogMessages {
  const blog = useT().blog
  if (!blog) throw new Error('The words of "blog" are missing in es.yml or en.yml')
  return blog
}

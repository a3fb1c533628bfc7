import { createContext, type ReactNode } from 'react'

/** Whether the `SectionHeading` inside ends the page's first screen (section-heading.tsx). */
export const EndsFirstScreenContext = createContext(false)

/**
 * The `SectionHeading` inside ends the page's first screen: the page knows which of its
 * sections comes first, the heading does not. Apart from the heading, so the page's code holds
 * no heading's.
 */
export function EndsFirstScreen({ children }: { children: ReactNode }) {
  return <EndsFirstScreenContext value={true}>{children}</EndsFirstScreenContext>
}

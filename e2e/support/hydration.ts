import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has hydrated `target` (React keeps its props on the element from then on),
 * so its handlers run on a click. A link clicked before that simply navigates.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactProps'))),
    )
    .toBe(true)
}

import type { Page } from '@playwright/test'
import { seedStorage } from './storage'
import { WIDE } from './viewports'
import { STORAGE } from './words'
import { waitForPageSettled } from './settled'

export type Theme = 'light' | 'dark'

/** Opens a page in a theme and viewport, with every lazy part loaded. */
export async function openPage(
  page: Page,
  path: string,
  theme: Theme,
  viewport = WIDE,
): Promise<void> {
  await seedStorage(page, { [STORAGE.theme]: theme })
  await page.setViewportSize(viewport)
  await page.goto(path)
  await waitForPageSettled(page)
}

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listenToTooltips } from '../../ui/tooltip-behavior'
import { skillGroups } from '../../content'
import { named } from '../../content/named'
import { technology } from '../../content/technologies'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import TechStack from './tech-stack'

function renderTechStack() {
  return render(
    <I18nProvider initialLocale={SECOND_LANG}>
      <TechStack />
    </I18nProvider>,
  )
}

describe('TechStack', () => {
  it('is the #skills section, titled by its heading', () => {
    renderTechStack()
    const section = screen.getByRole('region', { name: SECOND.skills.title })
    expect(section).toHaveAttribute('id', 'skills')
  })

  it('lists every skill of every group under the group heading, each named', () => {
    renderTechStack()
    for (const group of skillGroups) {
      const box = screen.getByRole('group', { name: named(SECOND.skills.groups, group.id) })
      expect(within(box).getByRole('heading', { level: 3 })).toHaveTextContent(
        named(SECOND.skills.groups, group.id),
      )
      expect(within(box).getAllByRole('listitem')).toHaveLength(group.skills.length)
      for (const id of group.skills) {
        expect(within(box).getByRole('img', { name: technology(id).name })).toBeInTheDocument()
      }
    }
  })

  it('shows the technology name in a tooltip when a tile gets keyboard focus', async () => {
    const user = userEvent.setup()
    const stop = listenToTooltips()
    renderTechStack()
    await user.tab()
    const first = technology(skillGroups[0]?.skills[0] ?? '').name
    expect(screen.getByRole('img', { name: first })).toHaveFocus()
    expect(screen.getByText(first)).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.getByText(first)).not.toBeVisible()
    stop()
  })
})

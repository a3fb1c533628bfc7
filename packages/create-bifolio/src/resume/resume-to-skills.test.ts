import { describe, expect, it } from 'vitest'
import { marked } from '../untranslated.ts'
import { parsedResume, resumeFixture } from '../../test/fixture.ts'
import { skillsFromResume } from './resume-to-skills.ts'

/** A catalogue of a few technologies, matched by lowercase name. */
const KNOWN: Record<string, string> = {
  go: 'go',
  react: 'react',
  'node.js': 'node',
  docker: 'docker',
}
const technologyOf = (keyword: string) => KNOWN[keyword.toLowerCase()]

describe('the skill groups from a resume', () => {
  it('makes a group of each skill with keywords, named as the resume names it', () => {
    const { skills } = parsedResume({
      skills: [
        { name: 'Front end', keywords: ['React', 'Node.js'] },
        { name: 'Back end', keywords: ['Go', 'Node.js', 'go'] },
      ],
    })
    expect(skillsFromResume(skills ?? [], technologyOf, 'en').groups).toEqual([
      {
        id: 'front-end',
        icon: 'lucide:layout-template',
        skills: ['react', 'node'],
        name: { es: marked('Front end'), en: 'Front end' },
      },
      {
        id: 'back-end',
        icon: 'lucide:server',
        skills: ['go', 'node'],
        name: { es: marked('Back end'), en: 'Back end' },
      },
    ])
  })

  it('gathers the skills listed one by one into a group of their own, named in each language', () => {
    const { skills } = parsedResume({ skills: [{ name: 'Docker' }, { name: 'React' }] })
    expect(skillsFromResume(skills ?? [], technologyOf, 'en').groups).toEqual([
      {
        id: 'technologies',
        icon: 'lucide:code-xml',
        skills: ['docker', 'react'],
        name: { es: 'Tecnologías', en: 'Technologies' },
      },
    ])
  })

  it('keeps every keyword the catalogue does not know, once, for the command to name', () => {
    const resume = resumeFixture()
    const { skills } = parsedResume(resume)
    const { unknown, groups } = skillsFromResume(skills ?? [], technologyOf, 'en')
    const all = resume.skills.flatMap((skill) => skill.keywords ?? [skill.name])
    expect(unknown).toEqual([...new Set(all.filter((keyword) => !technologyOf(keyword)))])
    expect(groups.flatMap((group) => group.skills)).toEqual(
      expect.arrayContaining(['go', 'node', 'docker']),
    )
  })

  it("shows the group's own name when it names a technology, and names the groups of none", () => {
    const { skills } = parsedResume({
      skills: [
        { name: 'Go', keywords: ['Docker'] },
        { name: 'Methods', keywords: ['Scrum', 'Kanban'] },
      ],
    })
    const { groups, empty } = skillsFromResume(skills ?? [], technologyOf, 'en')
    expect(groups.map((group) => group.skills)).toEqual([['go', 'docker']])
    expect(empty).toEqual(['Methods'])
  })

  it('gives each group an id the content check takes, however the resume names it', () => {
    const { skills } = parsedResume({
      skills: [
        { name: 'Diseño & UX', keywords: ['React'] },
        { name: '3D', keywords: ['Go'] },
        { name: 'diseño ux', keywords: ['Docker'] },
      ],
    })
    const ids = skillsFromResume(skills ?? [], technologyOf, 'en').groups.map((group) => group.id)
    expect(ids).toEqual(['diseno-ux', 'group-3d', 'diseno-ux-2'])
  })
})

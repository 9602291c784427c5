// `transformPageData`: each page's data (route, file, title, description, frontmatter) through the config's hook,
// before the site is planned and its pages render. What the hook changes reaches every use of the page's data: the
// HTML title and description, the search index, the sidebar, llms.txt. Main thread (build and dev server).
import { createHash } from 'node:crypto'
import type { HookPage, PageData } from '../config/hook-types.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { type Frontmatter, frontmatterSchema } from '../content/frontmatter.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { BuildError } from '../errors/build-error.ts'
import type { PageSummary } from '../markdown/compile-page.ts'
import { described, hookFailure } from './failure.ts'

interface PageSource {
  source: SourcePage
  compiled: PageSummary
}

/** The page's data as the hooks see it. */
export function hookPage(source: SourcePage, data: PageSummary['data']): HookPage {
  return deepFrozen({
    path: source.path,
    file: source.absolutePath,
    title: data.title,
    description: source.frontmatter.description ?? data.description,
    frontmatter: structuredClone(source.frontmatter) as Record<string, unknown>,
  })
}

/**
 * Every page through the hook, in order; a page whose data the hook left as it was is given back as it was. A page
 * whose hook failed stays as it was (its links still count) and its error is returned: one run reports every failure.
 */
export async function transformPagesData<T extends PageSource>(config: SiteConfig, pages: T[]): Promise<{ pages: T[]; errors: BuildError[] }> {
  const hook = config.transformPageData
  if (!hook) return { pages, errors: [] }
  const out: T[] = []
  const errors: BuildError[] = []
  for (const page of pages) {
    try {
      out.push(await transformPageData(config, page))
    } catch (error) {
      out.push(page)
      errors.push(hookFailure(config, 'transformPageData', page.source.path, error))
    }
  }
  return { pages: out, errors }
}

async function transformPageData<T extends PageSource>(config: SiteConfig, page: T): Promise<T> {
  const { source, compiled } = page
  const before = hookPage(source, compiled.data)
  const given: PageData = { ...before, frontmatter: structuredClone(before.frontmatter) as Record<string, unknown> }
  const returned: unknown = await config.transformPageData!(given)
  if (returned !== undefined && returned !== null && (typeof returned !== 'object' || Array.isArray(returned)))
    throw new Error(`expected the page's data, some of its fields, or nothing; it returned ${described(returned)}`)
  const next = { ...given, ...(returned as Partial<PageData> | undefined) }
  if (next.path !== before.path || next.file !== before.file) throw new Error('a page keeps its path and file: change its title, description or frontmatter')
  if (typeof next.title !== 'string') throw new Error(`expected title to be a string, got ${described(next.title)}`)
  if (next.description !== undefined && typeof next.description !== 'string')
    throw new Error(`expected description to be a string, got ${described(next.description)}`)
  const checked = frontmatterSchema.safeParse(next.frontmatter)
  if (!checked.success)
    throw new Error(`the frontmatter it gave is not valid: ${checked.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`).join('; ')}`)
  const frontmatter = { ...next.frontmatter } as Frontmatter
  // A title or description changed in the frontmatter alone is the page's new one; the page's own fields win otherwise.
  let { title, description } = next
  if (title === before.title && frontmatter.title !== undefined && frontmatter.title !== before.frontmatter.title) title = frontmatter.title
  if (description === before.description && frontmatter.description !== undefined && frontmatter.description !== before.frontmatter.description)
    description = frontmatter.description
  if (frontmatter.title !== undefined) frontmatter.title = title
  if (frontmatter.description !== undefined) frontmatter.description = description
  const after = JSON.stringify([title, description, frontmatter])
  if (after === JSON.stringify([before.title, before.description, source.frontmatter])) return page
  const dataHash = createHash('sha256').update(after).digest('base64url').slice(0, 16)
  const sections = title === before.title ? compiled.data.sections : retitled(compiled.data.sections, before.title, title)
  return { ...page, source: { ...source, frontmatter }, compiled: { ...compiled, data: { ...compiled.data, title, description, sections, dataHash } } }
}

/** The page's search sections under its new title: its own entry, and the trail of the sections below it, where they showed the old one. */
function retitled(sections: PageSummary['data']['sections'], from: string, to: string): PageSummary['data']['sections'] {
  return sections.map((section) => ({
    ...section,
    title: section.isPage && section.title === from ? to : section.title,
    titles: section.titles[0] === from ? [to, ...section.titles.slice(1)] : section.titles,
  }))
}

function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFrozen(inner)
    Object.freeze(value)
  }
  return value
}

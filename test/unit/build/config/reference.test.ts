// The config has one schema: every key is described, the docs site's config reference is made from it and is current,
// and the config the build reads is frozen (no stage can change it for the stages after it).
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { configReference, REFERENCE_PAGE, withConfigReference } from '../../../../build/config/reference.ts'
import { resolveConfig } from '../../../../build/config/resolve.ts'
import { siteConfigSchema } from '../../../../build/config/schema.ts'

const page = readFileSync(new URL(`../../../../${REFERENCE_PAGE}`, import.meta.url), 'utf8')

test('every config key has a description', () => {
  const schema = z.toJSONSchema(siteConfigSchema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, { description?: string }> }
  const undescribed = Object.entries(schema.properties)
    .filter(([, p]) => !p.description?.trim())
    .map(([k]) => k)
  assert.equal(undescribed, [])
  assert.ok(Object.keys(schema.properties).length >= 20)
})

test("the docs site's config page holds the reference made from the schema (run `npm run config-reference` after changing it)", () => {
  assert.is(withConfigReference(page), page)
  for (const key of Object.keys(siteConfigSchema.in.shape)) {
    assert.ok(configReference().includes(`| [\`${key}\`](#${key.toLowerCase()}) |`), `${key} in the table`)
    assert.ok(configReference().includes(`### \`${key}\`\n\n\`\`\`ts\n${key}?: `), `${key} has a section with its type`)
  }
})

test('the reference prints each key as TypeScript: unions in arrays bracketed, recursive items named, functions and elements by name', () => {
  const reference = configReference()
  assert.match(reference, 'items: ({ name: string; image: string; link: string } | null)[][]')
  assert.match(reference, 'sidebar?: SidebarItem[] | Record<string, SidebarItem[] | { backLink?: boolean; items: SidebarItem[] }>')
  assert.match(reference, '  items?: SidebarItem[]\n')
  assert.match(reference, 'aiCta?: boolean | { query: Function } // default: true')
  assert.match(reference, 'outlineFooter?: ReactNode\n')
  assert.match(reference, '| `vite.*` but `resolve.alias`, `define`, `envPrefix` | the tool does not use Vite |')
})

test('the resolved config has its defaults and derived values, and is frozen all the way down', () => {
  const config = resolveConfig(
    siteConfigSchema.parse({
      title: 'T',
      basePath: 'docs/',
      topNav: [{ text: 'A', link: '/a', items: [{ text: 'B', link: '/b' }] }],
      socials: [{ icon: 'github', link: 'https://github.com/x' }],
    }),
    '/site',
  )
  assert.is(config.basePath, '/docs')
  assert.is(config.titleTemplate, '%s – T')
  assert.equal(
    config.topNav.map((i) => [i.id, i.items?.[0]?.id]),
    [[0, 1]],
  )
  assert.is(config.socials[0]!.label, 'GitHub')
  assert.equal(config.sidebar, [{ prefix: '/', backLink: false, items: [] }])
  assert.ok(
    Object.isFrozen(config) && Object.isFrozen(config.topNav) && Object.isFrozen(config.topNav[0]!.items![0]) && Object.isFrozen(config.markdown.code.themes),
  )
  assert.throws(() => ((config as { title: string }).title = 'changed'))
})

test.run()

// An island made of a page's element with its children (Node, compile time): `<App><Avatar address="0x…" /></App>`,
// where the children are components, which cannot be sent to the browser as props. As Vocs hydrates a whole page, the
// element hydrates whole: its MDX (and the imports it uses) is a module of its own, rendered on the server and
// bundled for the browser. Only where it needs nothing else of the page (no expression naming the page's own values).
import { createHash } from 'node:crypto'
import { dirname } from 'node:path'
import type { Plugin } from 'esbuild'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Node } from 'unist'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { SUBTREE_PREFIX, type SubtreeModule } from './island-mark.ts'

interface Binding {
  source: string
  imported: string
}

/** The browser's own names an expression may use (JavaScript's are Node's too: `globalThis` has them). */
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'alert', 'confirm'])

/** Whether `name` is JavaScript's or the browser's own, not one of the page's (an `export const` may shadow one). */
const isGlobal = (name: string, pageNames: ReadonlySet<string>) => !pageNames.has(name) && (name in globalThis || BROWSER_GLOBALS.has(name))

/**
 * The names an expression reads that it does not declare itself (a render prop's parameters, its own `const`s): the
 * identifiers and the components of its JSX, not a member's or a key's name. Scopes are not told apart.
 */
function identifiersOf(estree: unknown, into: Set<string>): void {
  const read = new Set<string>()
  const declared = new Set<string>()
  const declare = (pattern: unknown): void => {
    const p = pattern as Record<string, unknown> | null
    if (!p) return
    if (p.type === 'Identifier') declared.add(String(p.name))
    else if (p.type === 'ObjectPattern')
      for (const property of p.properties as Record<string, unknown>[]) declare(property.type === 'RestElement' ? property.argument : property.value)
    else if (p.type === 'ArrayPattern') for (const element of p.elements as unknown[]) declare(element)
    else if (p.type === 'AssignmentPattern') declare(p.left)
    else if (p.type === 'RestElement') declare(p.argument)
  }
  const walk = (node: unknown, parent?: Record<string, unknown>, key?: string): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, parent, key)
      return
    }
    if (!node || typeof node !== 'object') return
    const n = node as Record<string, unknown>
    if (n.type === 'Identifier') {
      const isMember = parent?.type === 'MemberExpression' && key === 'property' && !parent.computed
      const isKey = parent?.type === 'Property' && key === 'key' && !parent.computed
      if (!isMember && !isKey) read.add(String(n.name))
      return
    }
    // A component in the expression's JSX (`<Buy />`, `<Ui.Card />`), not an HTML element or an attribute's name.
    if (n.type === 'JSXIdentifier') {
      if ((key === 'name' || key === 'object') && /^[A-Z]/.test(String(n.name))) read.add(String(n.name))
      return
    }
    if (/Function/.test(String(n.type))) for (const param of (n.params as unknown[]) ?? []) declare(param)
    if (n.type === 'VariableDeclarator') declare(n.id)
    for (const [k, value] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && k !== 'position') walk(value, n, k)
  }
  walk(estree)
  for (const name of read) if (!declared.has(name)) into.add(name)
}

/**
 * The element as an island of its own, or nothing when it uses what a module of its own would not have: a component
 * not imported by the page (Vocs's built-ins come from the page's renderer), or an expression naming the page's values.
 */
export function subtreeIsland(
  element: MdxJsxFlowElement | MdxJsxTextElement,
  file: VFile,
  bindings: ReadonlyMap<string, Binding>,
  /** The page's own names: its exports (and MDX's `frontmatter`, `props`). */
  pageNames: ReadonlySet<string>,
  serverOnly: (source: string) => boolean,
): { key: string; module: SubtreeModule } | undefined {
  const start = element.position?.start.offset
  const end = element.position?.end.offset
  if (start === undefined || end === undefined) return undefined
  const used = new Set<string>()
  visit(element as Node, (node) => {
    const n = node as Node & {
      name?: string | null
      attributes?: { type: string; value?: unknown; data?: { estree?: unknown } }[]
      data?: { estree?: unknown }
    }
    if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
      const base = n.name?.split('.')[0]
      if (base && (/^[A-Z]/.test(base) || n.name!.includes('.'))) used.add(base)
      for (const attribute of n.attributes ?? []) {
        if (attribute.type === 'mdxJsxExpressionAttribute') identifiersOf(attribute.data?.estree, used)
        else if (attribute.value && typeof attribute.value === 'object') identifiersOf((attribute.value as { data?: { estree?: unknown } }).data?.estree, used)
      }
    } else if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') identifiersOf(n.data?.estree, used)
  })
  const imports: string[] = []
  for (const name of [...used].sort()) {
    const binding = bindings.get(name)
    if (!binding) {
      if (isGlobal(name, pageNames)) continue
      return undefined
    }
    if (serverOnly(binding.source)) return undefined
    const from = JSON.stringify(binding.source)
    if (binding.imported === '*') imports.push(`import * as ${name} from ${from}`)
    else if (binding.imported === 'default') imports.push(`import ${name} from ${from}`)
    else imports.push(`import { ${binding.imported === name ? name : `${binding.imported} as ${name}`} } from ${from}`)
  }
  const source = `${imports.join('\n')}\n\n${String(file.value).slice(start, end)}\n`
  const dir = dirname(file.path)
  const key = SUBTREE_PREFIX + createHash('sha256').update(dir).update('\0').update(source).digest('hex').slice(0, 16)
  return { key, module: { source, dir } }
}

/** Loads such islands' modules (by their key) as JavaScript, their imports resolved from the page's folder. */
export function subtreeModules(moduleOf: (key: string) => SubtreeModule | undefined): Plugin {
  return {
    name: 'subtree-islands',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${SUBTREE_PREFIX}`) }, (args) => ({ path: args.path, namespace: 'subtree-island' }))
      build.onLoad({ filter: /.*/, namespace: 'subtree-island' }, async (args) => {
        const module = moduleOf(args.path)
        if (!module) return { errors: [{ text: `no module for the island ${args.path}` }] }
        const { compile } = await import('@mdx-js/mdx')
        const code = await compile({ value: module.source, path: `${module.dir}/(island).mdx` }, { jsxRuntime: 'automatic', development: false })
        return { contents: String(code), loader: 'js', resolveDir: module.dir }
      })
    },
  }
}

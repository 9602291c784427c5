// Remark step of .mdx pages (and their partials): reads the page's imports and exports, checks every JSX tag names
// something the page can use, and turns each use of an imported component into an island element carrying its
// directive (`client:load|idle|visible|only`, `static`), import and line. Records the imports on file.data.mdx.
import type { Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { mdxComponentNames } from '../../../runtime/components/content/registry.ts'
import { ISLAND_DIRECTIVES, type IslandDirective } from '../../../runtime/contract/page-islands.ts'
import { BuildError } from '../../errors/build-error.ts'
import { walkMarkdown } from '../tree-walk.ts'
import { ISLAND_TAG, type IslandMark } from './island-mark.ts'
import { subtreeIsland } from './subtree-islands.ts'

/** Where a page imports from, for errors that name the import's line (an unresolvable module, say). */
export interface PageImport {
  source: string
  line?: number
  column?: number
}

export interface MdxFileData {
  imports: PageImport[]
  /** Names the page's own `export`s declare (`export const meta = …`, `export function Note() {…}`). */
  exports: string[]
  /** Every island use, in order (the page's and, once bundled, its partials'). */
  islands: IslandMark[]
}

declare module 'vfile' {
  interface DataMap {
    mdx: MdxFileData
  }
}

interface Binding {
  source: string
  /** `default`, an export name, or `*` for `import * as X`. */
  imported: string
}

interface EstreeNode {
  type: string
  loc?: { start: { line: number; column: number } }
  [key: string]: unknown
}

/** The module of Vocs's components (the tool's own, runtime/components/content): rendered as they are, never islands. */
export const VOCS_COMPONENTS = 'vocs/components'

const DIRECTIVE_ATTR = /^(client:(load|idle|visible|only)|static)$/

/**
 * The page's `import`/`export` blocks in document order, wherever written: MDX moves them all to the module's top, so
 * one inside a container (`:::note` … `import { X } from './x'` … `<X />` … `:::`) imports for the whole page.
 */
export function esmNodes(tree: Root): MdxjsEsm[] {
  const found: MdxjsEsm[] = []
  walkMarkdown(tree, 'mdxjsEsm', (node) => void found.push(node))
  return found
}

export interface PageJsxOptions {
  /**
   * Off (a Vocs site's default): an island whose children hold components (`<Grid><Card /></Grid>`), which cannot be
   * sent to the browser as its props, is rendered as HTML only, with a warning, as if written `static` (its child
   * islands still hydrate); on, the render reports the prop that cannot travel.
   */
  strict?: boolean
}

export function remarkPageJsx(options: PageJsxOptions = {}) {
  const strict = options.strict ?? true
  return (tree: Root, file: VFile) => {
    const bindings = new Map<string, Binding>()
    const imports: PageImport[] = []
    const exports: string[] = []
    for (const node of esmNodes(tree)) {
      const program = node.data?.estree as unknown as { body: EstreeNode[] } | undefined
      for (const statement of program?.body ?? []) readStatement(statement, bindings, imports, exports)
    }
    const islands: IslandMark[] = []
    /** The islands made of an element with its children: the name the page imports each one's module under. */
    const subtrees: { local: string; key: string }[] = []
    file.data.mdx = { imports, exports, islands }
    const known = (name: string) => bindings.has(name) || exports.includes(name) || mdxComponentNames.has(name)

    // A `{/* comment */}` holds no code: dropped, so it leaves no empty text between the blocks around it.
    visit(tree, 'mdxFlowExpression', (node, index, parent) => {
      const program = node.data?.estree as { body: unknown[] } | undefined
      if (program && program.body.length === 0 && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return index
      }
    })
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      const fail = (message: string): never => {
        const at = element.position?.start
        throw new BuildError({ file: file.path, line: at?.line, column: at?.column }, message)
      }
      const name = element.name
      const directive = takeDirective(element, fail)
      if (!name) {
        if (directive) fail(`${directive.written} on a fragment: only an imported component can hydrate`)
        return
      }
      const [base, ...members] = name.split('.')
      const binding = bindings.get(base!)
      let mark: IslandMark | undefined
      if (binding && binding.source !== VOCS_COMPONENTS && !/\.mdx?$/.test(binding.source)) {
        // `<HomePage.Root>`: a member of an export (or of a namespace import) is the export's path, `HomePage.Root`.
        const exportName = (binding.imported === '*' ? members : [binding.imported, ...members]).join('.')
        mark = { source: binding.source, export: exportName, when: directive?.when ?? 'visible', file: file.path, line: element.position?.start.line }
      } else if (/^[a-z]/.test(name) && !name.includes('.')) {
        if (directive) fail(`${directive.written} on <${name}>: only an imported component can hydrate (an HTML element has no code to load)`)
        return
      } else if (!known(base!) && !known(name)) {
        fail(`unknown component <${name}>: import it, or use one of ${[...mdxComponentNames].sort().join(', ')}`)
      } else {
        if (directive) fail(`${directive.written} on <${name}>: only an imported component can hydrate (this one is the site's own or the page's)`)
        return
      }
      if (!mark) return
      // Components among its children cannot travel as props: on a Vocs site (strict off), the element hydrates whole,
      // as a module of its own, where it can; else it is HTML only.
      const inner = !strict && mark.when !== 'static' ? componentInside(element) : undefined
      const pageNames = new Set([...exports, 'frontmatter', 'props'])
      const subtree = inner ? subtreeIsland(element, file, bindings, pageNames, (source) => source === VOCS_COMPONENTS || /\.mdx?$/.test(source)) : undefined
      if (subtree) {
        const local = `_VellumIsland${subtrees.length}`
        subtrees.push({ local, key: subtree.key })
        const whole: IslandMark = {
          source: subtree.key,
          export: 'default',
          when: mark.when,
          file: file.path,
          line: element.position?.start.line,
          module: subtree.module,
        }
        islands.push(whole)
        // The module renders the element itself, its props and children included.
        element.children = []
        element.attributes = []
        toIslandElement(element, whole, local)
        return SKIP
      }
      if (inner && !directive) {
        file.message(
          `<${name}> is rendered as HTML only, not hydrated: its children hold <${inner}>, which cannot be sent to the browser as a prop (strict: true makes this an error; write it static to say so)`,
          element.position,
        )
        mark.when = 'static'
      }
      if (mark.when === 'static') return // HTML only: rendered in place, as any component
      islands.push(mark)
      toIslandElement(element, mark, name)
    })
    tree.children.unshift(...subtrees.map(({ local, key }) => importNode(local, key)))
  }
}

/** `import <local> from '<source>'` as MDX's tree holds it. */
function importNode(local: string, source: string): MdxjsEsm {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
    attributes: [],
  }
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)}`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration], comments: [] } as never },
  }
}

/** The first component (a capitalised or dotted tag) among the element's descendants, if any. */
function componentInside(element: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  let found: string | undefined
  visit(element, (node) => {
    if (found || (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement')) return
    const jsx = node as MdxJsxFlowElement
    // A prop's value may be an element too: `<Tile icon={<StarIcon />} />`.
    for (const attribute of jsx.attributes) {
      const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : attribute.value
      if (!found && value && typeof value === 'object') found = componentInEstree(value.data?.estree)
    }
    if (!found && node !== element && jsx.name && (/^[A-Z]/.test(jsx.name) || jsx.name.includes('.'))) found = jsx.name
  })
  return found
}

/** The name of a component an expression renders (`<StarIcon />` in `icon={<StarIcon />}`), if any. */
function componentInEstree(estree: unknown): string | undefined {
  const nameOf = (name: { type: string; name?: string; object?: unknown; property?: { name: string } }): string =>
    name.type === 'JSXMemberExpression' ? `${nameOf(name.object as typeof name)}.${name.property!.name}` : String(name.name)
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item)
        if (found) return found
      }
      return undefined
    }
    const n = node as { type?: string; openingElement?: { name: { type: string } } }
    if (n.type === 'JSXElement' && n.openingElement) {
      const name = nameOf(n.openingElement.name)
      if (/^[A-Z]/.test(name) || name.includes('.')) return name
    }
    for (const [key, value] of Object.entries(n)) {
      if (key === 'loc' || key === 'range' || key === 'position') continue
      const found = walk(value)
      if (found) return found
    }
    return undefined
  }
  return walk(estree)
}

function readStatement(statement: EstreeNode, bindings: Map<string, Binding>, imports: PageImport[], exports: string[]) {
  const at = statement.loc?.start
  if (statement.type === 'ImportDeclaration') {
    const source = String((statement.source as { value: string }).value)
    imports.push({ source, line: at?.line, column: at ? at.column + 1 : undefined })
    for (const spec of statement.specifiers as EstreeNode[]) {
      const local = (spec.local as { name: string }).name
      if (spec.type === 'ImportDefaultSpecifier') bindings.set(local, { source, imported: 'default' })
      else if (spec.type === 'ImportNamespaceSpecifier') bindings.set(local, { source, imported: '*' })
      else {
        const imported = spec.imported as { name?: string; value?: string }
        bindings.set(local, { source, imported: imported.name ?? String(imported.value) })
      }
    }
    return
  }
  if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source) {
    imports.push({ source: String((statement.source as { value: string }).value), line: at?.line, column: at ? at.column + 1 : undefined })
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
    const declaration = statement.declaration as EstreeNode
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations as EstreeNode[]) if ((d.id as EstreeNode).type === 'Identifier') exports.push((d.id as { name: string }).name)
    } else if (declaration.id) exports.push((declaration.id as { name: string }).name)
  }
  if (statement.type === 'ExportNamedDeclaration')
    for (const spec of (statement.specifiers as EstreeNode[]) ?? []) exports.push((spec.exported as { name: string }).name)
}

/** Removes the element's directive attribute, if any; two directives on one element are an error. */
function takeDirective(
  element: MdxJsxFlowElement | MdxJsxTextElement,
  fail: (message: string) => never,
): { when: IslandDirective; written: string } | undefined {
  const found: string[] = []
  element.attributes = element.attributes.filter((attr) => {
    if (attr.type !== 'mdxJsxAttribute' || !DIRECTIVE_ATTR.test(attr.name)) return true
    if (attr.value !== null && attr.value !== undefined) fail(`${attr.name} takes no value (write it alone: <${element.name} ${attr.name} />)`)
    found.push(attr.name)
    return false
  })
  if (found.length > 1) fail(`<${element.name}> has ${found.length} directives (${found.join(', ')}): pick one of ${ISLAND_DIRECTIVES.join(', ')}`)
  return found[0] ? { when: found[0].replace('client:', '') as IslandDirective, written: found[0] } : undefined
}

/** `<Counter start={1} />` → `<_PageIsland __island="{…}" __component={Counter} start={1} />`. */
function toIslandElement(element: MdxJsxFlowElement | MdxJsxTextElement, mark: IslandMark, component: string) {
  const [first, ...rest] = component.split('.')
  let expression: EstreeNode = { type: 'Identifier', name: first }
  for (const member of rest)
    expression = { type: 'MemberExpression', object: expression, property: { type: 'Identifier', name: member }, computed: false, optional: false }
  const attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[] = [
    { type: 'mdxJsxAttribute', name: '__island', value: JSON.stringify(mark) },
    {
      type: 'mdxJsxAttribute',
      name: '__component',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: component,
        data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] } as never },
      },
    },
  ]
  element.name = ISLAND_TAG
  element.attributes = [...attributes, ...element.attributes]
}

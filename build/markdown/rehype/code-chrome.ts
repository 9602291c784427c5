// Wraps every highlighted <pre> in <CodeBlock title lang>, which renders the title bar, the language icon and
// the copy button. Runs after shiki, which put data-title/data-lang on the <pre>.
import type { Element, Root } from 'hast'
import { SKIP, walkElements } from '../tree-walk.ts'

export function rehypeCodeChrome() {
  return (tree: Root) => {
    walkElements(tree, (node: Element, index, parent) => {
      if (node.tagName !== 'pre') return
      const { dataTitle, dataLang } = node.properties
      const wrapper: Element = {
        type: 'element',
        tagName: 'CodeBlock',
        properties: { title: dataTitle === undefined ? undefined : String(dataTitle), lang: dataLang === undefined ? undefined : String(dataLang) },
        children: [node],
      }
      delete node.properties.dataTitle
      parent.children[index] = wrapper
      return SKIP
    })
  }
}

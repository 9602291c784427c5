// HAST → React elements through the one content component map (runtime/components/content/registry.ts).
import type { Root } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { contentComponents } from '../../runtime/components/content/registry.ts'

export function hastToReact(tree: Root): ReactNode {
  return toJsxRuntime(tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: contentComponents as never,
    ignoreInvalidStyle: true,
    passKeys: true,
  })
}

// The components every .mdx module (page or partial) gets, through MDX's provider hook: the content component map
// (the same one Markdown pages render with), `HomePage` for `<HomePage.Button>`, and the island component that
// the compile step puts in place of each imported component's use.
import { HomePage } from '../../runtime/components/content/HomePage.tsx'
import { contentComponents } from '../../runtime/components/content/registry.ts'
import { ISLAND_TAG, MDX_PROVIDER } from '../markdown/mdx/island-mark.ts'
import { PageIsland } from './page-island.tsx'

export { MDX_PROVIDER }

// MDX reads `<HomePage.Button>` as a member of `HomePage`; the HAST map names it `HomePage.Button` flat.
const MDX_COMPONENTS = { ...contentComponents, HomePage, [ISLAND_TAG]: PageIsland }

export const mdxProvider = { useMDXComponents: () => MDX_COMPONENTS }

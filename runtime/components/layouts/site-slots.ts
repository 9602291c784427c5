// The site's own layout components (Vocs's `<rootDir>/layout.tsx` and `footer.tsx`), handed to the layouts at build
// time: `Layout` wraps every page, `TopNavEnd` ends the top bar, `Footer` ends every footer. Rendered to static HTML.
import { createContext, type ComponentType, type ReactNode, useContext } from 'react'

export interface SiteSlots {
  Layout?: ComponentType<{ children?: ReactNode; frontmatter: Record<string, unknown>; path: string }>
  TopNavEnd?: ComponentType
  Footer?: ComponentType
}

export const SiteSlotsContext = createContext<SiteSlots>({})

export function useSiteSlots(): SiteSlots {
  return useContext(SiteSlotsContext)
}

// The site's own footer.tsx (a Vocs consumer component), at the end of every layout's footer; nothing without one.
import { useSiteSlots } from '../layouts/site-slots.ts'

export function SiteFooterEnd() {
  const { Footer } = useSiteSlots()
  return Footer ? (
    <div className="site-footer-end">
      <Footer />
    </div>
  ) : null
}

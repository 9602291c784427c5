// The footer of the landing and minimal layouts: the social links (each opens in a new tab) and the site name.
import type { SiteModel } from '../../contract/page-model.ts'
import { SiteFooterEnd } from './SiteFooterEnd.tsx'
import { Socials } from './Socials.tsx'

export function SocialFooter({ site }: { site: SiteModel }) {
  return (
    <footer className="site-footer">
      <Socials socials={site.socials} />
      <p className="site-footer-text">{site.title}</p>
      <SiteFooterEnd />
    </footer>
  )
}

// The site banner above the chrome: configured content, colours and height. Rendered into the HTML (no layout
// shift); the head script hides it before paint once dismissed, and the browser runtime wires the close button.
import type { CSSProperties } from 'react'
import type { SiteModel } from '../../contract/page-model.ts'

export function Banner({ banner }: { banner: NonNullable<SiteModel['banner']> }) {
  const style = {
    '--banner-bg': banner.backgroundColor,
    '--banner-fg': banner.textColor,
  } as CSSProperties
  return (
    <div className="banner" role="region" aria-label="Announcement" data-banner="" style={style}>
      <div className="banner-content">{banner.rendered}</div>
      {banner.dismissable === 'false' ? null : (
        <button type="button" className="banner-close icon-button" data-banner-dismiss="" aria-label="Dismiss banner">
          <span className="icon icon-close" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}

// The site logo: light and dark variants switched by CSS on the `dark` class (no JS); the title when no logo.
import type { ThemedUrl } from '../contract/site.ts'
import { withBase } from './site-context.ts'

export function Logo({ url, title, basePath, className }: { url?: ThemedUrl; title: string; basePath: string; className?: string }) {
  if (!url) return <span className={`logo-text ${className ?? ''}`}>{title}</span>
  if (typeof url === 'string') return <img className={`logo ${className ?? ''}`} src={withBase(basePath, url)} alt={title} />
  return (
    <>
      <img className={`logo logo-light ${className ?? ''}`} src={withBase(basePath, url.light)} alt={title} />
      <img className={`logo logo-dark ${className ?? ''}`} src={withBase(basePath, url.dark)} alt={title} />
    </>
  )
}

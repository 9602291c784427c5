// Landing-page building blocks (Vocs's HomePage.*): logo, tagline, description, install snippet with package
// manager tabs, call-to-action buttons, and a "why" section of feature cards.
import type { ReactNode } from 'react'
import { Logo as SiteLogo } from '../Logo.tsx'
import { useSite, withBase } from '../site-context.ts'
import { CodeBlock } from './CodeBlock.tsx'
import { CodeGroup, CodeGroupTab } from './CodeGroup.tsx'
import { Pre } from './Scrollable.tsx'

/** Vocs's parts take a `className` that joins their own. */
export interface Part {
  children?: ReactNode
  className?: string
}

/** The class attribute of a part: its own class, then the page's. */
function classes(own: string, className: string | undefined): string {
  return className ? `${own} ${className}` : own
}

function Root({ children, className }: Part) {
  return <div className={classes('home', className)}>{children}</div>
}

function Logo({ className }: Part) {
  const { site } = useSite()
  return (
    <h1 className={classes('home-logo', className)}>
      <SiteLogo url={site.logoUrl} title={site.title} basePath={site.basePath} />
    </h1>
  )
}

function Tagline({ children, className }: Part) {
  return <p className={classes('home-tagline', className)}>{children}</p>
}

function Description({ children, className }: Part) {
  return <div className={classes('home-description', className)}>{children}</div>
}

/** The package managers Vocs's install snippet offers, and each one's command to add a package or start a project. */
const MANAGERS = [
  ['npm', 'npm install', 'npm init'],
  ['pnpm', 'pnpm add', 'pnpm create'],
  ['yarn', 'yarn add', 'yarn create'],
] as const

function InstallPackage({ name, type = 'install' }: { name: string; type?: 'install' | 'init' }) {
  return (
    <div className="home-install">
      <CodeGroup>
        {MANAGERS.map(([label, install, init]) => (
          <CodeGroupTab key={label} label={label}>
            <CodeBlock lang="bash">
              <Pre className="shiki">
                <code>
                  <span className="line">
                    <span className="install-command">{type === 'init' ? init : install}</span> <span className="install-package">{name}</span>
                  </span>
                </code>
              </Pre>
            </CodeBlock>
          </CodeGroupTab>
        ))}
      </CodeGroup>
    </div>
  )
}

function Buttons({ children, className }: Part) {
  return <div className={classes('home-buttons', className)}>{children}</div>
}

/** A link styled as a button; without `href`, as in Vocs, it links to the page it is on. */
function Button({ href, variant, children, className }: Part & { href?: string; variant?: 'accent' | 'default' }) {
  const { site, page } = useSite()
  const target = href ?? page.path
  const external = /^https?:/.test(target)
  return (
    <a
      className={classes('button', className)}
      data-variant={variant ?? 'default'}
      href={withBase(site.basePath, target)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}

function Features({ title, children }: { title?: string; children?: ReactNode }) {
  const { site } = useSite()
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="home-features-title">
        {title ?? `Why ${site.title}`}
      </h2>
      <div className="home-features-grid">{children}</div>
    </section>
  )
}

function Feature({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className="home-feature">
      <h3 className="home-feature-title">{title}</h3>
      <div className="home-feature-body">{children}</div>
    </article>
  )
}

export const HomePage = { Root, Logo, Tagline, Description, InstallPackage, Buttons, Button, Features, Feature }

// Landing-page building blocks (Vocs's HomePage.*): logo, tagline, description, install snippet with package
// manager tabs, call-to-action buttons, and a "why" section of feature cards.
import type { ReactNode } from 'react'
import { Logo as SiteLogo } from '../Logo.tsx'
import { useSite, withBase } from '../site-context.ts'
import { CodeBlock } from './CodeBlock.tsx'
import { CodeGroup, CodeGroupTab } from './CodeGroup.tsx'
import { Pre } from './Scrollable.tsx'

function Root({ children }: { children?: ReactNode }) {
  return <div className="home">{children}</div>
}

function Logo() {
  const { site } = useSite()
  return (
    <h1 className="home-logo">
      <SiteLogo url={site.logoUrl} title={site.title} basePath={site.basePath} />
    </h1>
  )
}

function Tagline({ children }: { children?: ReactNode }) {
  return <p className="home-tagline">{children}</p>
}

function Description({ children }: { children?: ReactNode }) {
  return <div className="home-description">{children}</div>
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

function Buttons({ children }: { children?: ReactNode }) {
  return <div className="home-buttons">{children}</div>
}

function Button({ href, variant, children }: { href: string; variant?: 'accent' | 'default'; children?: ReactNode }) {
  const { site } = useSite()
  const external = /^https?:/.test(href)
  return (
    <a
      className="button"
      data-variant={variant ?? 'default'}
      href={withBase(site.basePath, href)}
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

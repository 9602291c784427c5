// Landing-page building blocks (Vocs's HomePage.*): logo, tagline, description, install snippet with package
// manager tabs, and call-to-action buttons.
import type { ReactNode } from 'react'
import { Logo as SiteLogo } from '../Logo.tsx'
import { useSite, withBase } from '../site-context.ts'
import { CodeBlock } from './CodeBlock.tsx'
import { CodeGroup, CodeGroupTab } from './CodeGroup.tsx'

function Root({ children }: { children?: ReactNode }) {
  return <div className="home">{children}</div>
}

function Logo() {
  const { site } = useSite()
  return <h1 className="home-logo"><SiteLogo url={site.logoUrl} title={site.title} basePath={site.basePath} /></h1>
}

function Tagline({ children }: { children?: ReactNode }) {
  return <p className="home-tagline">{children}</p>
}

function Description({ children }: { children?: ReactNode }) {
  return <div className="home-description">{children}</div>
}

const MANAGERS = [
  ['npm', 'npm install'],
  ['pnpm', 'pnpm add'],
  ['yarn', 'yarn add'],
  ['bun', 'bun add'],
] as const

function InstallPackage({ name }: { name: string }) {
  return (
    <div className="home-install">
      <CodeGroup>
        {MANAGERS.map(([label, command]) => (
          <CodeGroupTab key={label} label={label}>
            <CodeBlock lang="bash">
              <pre className="shiki"><code><span className="line">{`${command} ${name}`}</span></code></pre>
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
    <a className="button" data-variant={variant ?? 'default'} href={withBase(site.basePath, href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

export const HomePage = { Root, Logo, Tagline, Description, InstallPackage, Buttons, Button }

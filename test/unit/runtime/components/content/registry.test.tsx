import type { ReactNode } from 'react'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Callout } from '../../../../../runtime/components/content/Callout.tsx'
import { CodeBlock, languageIcon } from '../../../../../runtime/components/content/CodeBlock.tsx'
import { Heading1 } from '../../../../../runtime/components/content/Heading1.tsx'
import { HomePage } from '../../../../../runtime/components/content/HomePage.tsx'
import { contentComponents, mdxComponentNames } from '../../../../../runtime/components/content/registry.ts'
import { Pre, Table } from '../../../../../runtime/components/content/Scrollable.tsx'
import { Sponsors } from '../../../../../runtime/components/content/Sponsors.tsx'
import { NotFound } from '../../../../../runtime/components/NotFound.tsx'
import { SiteContext } from '../../../../../runtime/components/site-context.ts'
import { pageModel, render, siteModel, texts } from '../../../../support/render-components.ts'

const inSite = (children: ReactNode, site = {}) => (
  <SiteContext.Provider value={{ site: siteModel(site), page: pageModel(), posts: [] }}>{children}</SiteContext.Provider>
)

test('h1 with a subtitle: a header holding the heading and a doc-subtitle with real text', () => {
  const d = render(
    <Heading1 id="intro" data-subtitle="From install to a counter">
      Introduction
    </Heading1>,
  )
  assert.is(d.querySelector('header > h1#intro')?.textContent, 'Introduction')
  assert.is(d.querySelector('header > [role="doc-subtitle"]')?.textContent, 'From install to a counter')
  assert.is(render(<Heading1 id="x">Plain</Heading1>).querySelector('header'), null)
  assert.is(contentComponents.h1, Heading1)
  assert.not.ok(mdxComponentNames.has('h1'), 'HTML element overrides are not MDX component names')
})

test('code block: title bar with a language icon, the code, and a labelled copy button', () => {
  const d = render(
    <CodeBlock title="counter.ts" lang="ts">
      <pre>
        <code>x</code>
      </pre>
    </CodeBlock>,
  )
  assert.is(d.querySelector('.code-title-text')?.textContent, 'counter.ts')
  assert.is(d.querySelector('.code-lang-icon')?.getAttribute('data-icon'), 'ts')
  assert.is(d.querySelector('[data-copy-code]')?.getAttribute('aria-label'), 'Copy code')
  assert.is(
    render(
      <CodeBlock lang="ts">
        <pre />
      </CodeBlock>,
    ).querySelector('.code-title'),
    null,
  )
  assert.is(languageIcon('bash'), 'terminal')
  assert.is(languageIcon('rust'), 'file')
  assert.is(languageIcon(undefined), 'file')
})

test('callouts: all six kinds are labelled asides with an icon', () => {
  for (const type of ['note', 'info', 'warning', 'danger', 'tip', 'success'] as const) {
    const d = render(<Callout type={type}>Body</Callout>)
    const aside = d.querySelector('aside.callout')!
    assert.is(aside.getAttribute('data-callout'), type)
    assert.ok(aside.getAttribute('aria-label'))
    assert.ok(aside.querySelector('svg.callout-icon[aria-hidden="true"]'))
  }
})

test('wide content: tables get a focusable scroll region, code <pre>s are focusable', () => {
  const d = render(
    <Table>
      <tbody>
        <tr>
          <td>1</td>
        </tr>
      </tbody>
    </Table>,
  )
  const wrap = d.querySelector('.table-scroll')!
  assert.is(wrap.getAttribute('tabindex'), '0')
  assert.is(wrap.getAttribute('role'), 'region')
  assert.ok(wrap.querySelector('table'))
  assert.is(
    render(<Pre className="shiki" />)
      .querySelector('pre')
      ?.getAttribute('tabindex'),
    '0',
  )
})

test('landing: install tabs for npm, pnpm and yarn; buttons; the "why" cards', () => {
  const d = render(
    inSite(
      <HomePage.Root>
        <HomePage.Tagline>fast state</HomePage.Tagline>
        <HomePage.InstallPackage name="valdres-react" />
        <HomePage.Buttons>
          <HomePage.Button href="/react/intro" variant="accent">
            Docs
          </HomePage.Button>
          <HomePage.Button href="https://github.com/example/repo">GitHub</HomePage.Button>
        </HomePage.Buttons>
        <HomePage.Features>
          <HomePage.Feature title="Small">Atoms are objects.</HomePage.Feature>
        </HomePage.Features>
      </HomePage.Root>,
    ),
  )
  assert.equal(texts(d, '[role="tab"]'), ['npm', 'pnpm', 'yarn'], 'the package managers of Vocs')
  assert.equal(texts(d, '[role="tabpanel"] code'), ['npm install valdres-react', 'pnpm add valdres-react', 'yarn add valdres-react'])
  assert.is(d.querySelector('a.button[data-variant="accent"]')?.getAttribute('href'), '/docs/react/intro')
  assert.is(d.querySelector('a.button[data-variant="default"]')?.getAttribute('target'), '_blank')
  const section = d.querySelector('section.home-features')!
  assert.is(d.getElementById(section.getAttribute('aria-labelledby')!)?.textContent, 'Why Valdres')
  assert.is(section.querySelector('h3')?.textContent, 'Small')
})

test('landing: type="init" gives the commands that start a project, as in Vocs', () => {
  const d = render(inSite(<HomePage.InstallPackage name="vocs" type="init" />))
  assert.equal(texts(d, '[role="tabpanel"] code'), ['npm init vocs', 'pnpm create vocs', 'yarn create vocs'])
})

test('sponsors: group name, rows with the default 40px height, images under the basePath, links', () => {
  const sponsors = [{ name: 'Gold', height: 40, items: [[{ name: 'Acme', image: '/acme.svg', link: 'https://acme.example' }, null]] }]
  const d = render(inSite(<Sponsors />, { sponsors }))
  assert.is(d.querySelector('.sponsor-group-name')?.textContent, 'Gold')
  assert.match(d.querySelector('.sponsor-row')!.getAttribute('style')!, /height:40px/)
  assert.is(d.querySelector('a.sponsor')?.getAttribute('href'), 'https://acme.example')
  assert.is(d.querySelector('a.sponsor img')?.getAttribute('src'), '/docs/acme.svg')
  assert.is(d.querySelector('a.sponsor img')?.getAttribute('alt'), 'Acme')
  assert.ok(d.querySelector('.sponsor-empty'))
})

test('not found: the spec text and a link home', () => {
  const d = render(inSite(<NotFound />))
  assert.is(d.querySelector('h1')?.textContent, 'Page Not Found')
  assert.ok(d.body.textContent!.includes('The page you were looking for could not be found.'))
  const home = [...d.querySelectorAll('a')].find((a) => a.textContent === 'Go to Home Page')!
  assert.is(home.getAttribute('href'), '/docs/')
})

test.run()

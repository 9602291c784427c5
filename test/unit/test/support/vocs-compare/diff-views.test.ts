// The Vocs comparison's readers and diff: a page compiled and rendered by this tool against the same page written in
// Vocs 1.x's markup reads alike, and each kind of change on Vocs's side is reported under its own field.
import { fromHtml } from 'hast-util-from-html'
import { select } from 'hast-util-select'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Sidebar } from '../../../../../runtime/components/chrome/Sidebar.tsx'
import { TopNav } from '../../../../../runtime/components/chrome/TopNav.tsx'
import { compileMarkdown } from '../../../../support/compile-markdown.tsx'
import { pageModel, siteModel } from '../../../../support/render-components.ts'
import { diffViews } from '../../../../support/vocs-compare/diff-views.ts'
import { codeText, isTwoslashPopup } from '../../../../support/vocs-compare/page-view.ts'
import { readOurPage } from '../../../../support/vocs-compare/read-ours.ts'
import { readVocsPage } from '../../../../support/vocs-compare/read-vocs.ts'

const PAGE = `# Lanterns [How to light them]

Keep the **wick** trimmed.

:::warning[Hot glass]
Let it cool first.
:::

## Fuel

:::code-group

\`\`\`bash [npm]
npm i lamp-oil
\`\`\`

\`\`\`bash [pnpm]
pnpm add lamp-oil
\`\`\`

:::

\`\`\`ts [light.ts]
light(lamp)
\`\`\`
`

// The same page as Vocs 1.x renders it (classes and nesting of its components; a code group's second panel empty).
const vocsContent = (edit: (html: string) => string = (h) => h) =>
  edit(`<article class="vocs_Content"><header class="vocs_Header"><h1 class="vocs_H1 vocs_Heading"><div id="lanterns" class="vocs_Heading_slugTarget"></div>Lanterns<a class="vocs_Anchor vocs_Autolink" aria-hidden="true" tabindex="-1" href="/page#lanterns"><div data-autolink-icon="true" class="vocs_Div vocs_AutolinkIcon"></div></a></h1><div class="vocs_Subtitle" role="doc-subtitle">How to light them</div></header>
<p class="vocs_Paragraph">Keep the <strong class="vocs_Strong">wick</strong> trimmed.</p>
<aside class="vocs_Aside vocs_Callout vocs_Callout_warning"><p data-callout-title="true" class="vocs_Paragraph"><strong class="vocs_Strong">Hot glass</strong></p><p class="vocs_Paragraph">Let it cool first.</p></aside>
<h2 class="vocs_H2 vocs_Heading"><div id="fuel" class="vocs_Heading_slugTarget"></div>Fuel</h2>
<div dir="ltr" data-orientation="horizontal" class="vocs_CodeGroup vocs_Tabs"><div role="tablist" aria-orientation="horizontal" class="vocs_Tabs_list"><button type="button" role="tab" data-state="active" class="vocs_Tabs_trigger">npm</button><button type="button" role="tab" data-state="inactive" class="vocs_Tabs_trigger">pnpm</button></div><div data-state="active" role="tabpanel" class="vocs_Tabs_content"><div class="vocs_Pre_wrapper"><pre class="shiki vocs_Pre" data-lang="bash"><code class="vocs_Code"><span class="line"><span>npm i lamp-oil</span></span></code></pre></div></div><div data-state="inactive" role="tabpanel" hidden="" class="vocs_Tabs_content"></div></div>
<div class="vocs_CodeBlock"><div class="vocs_CodeTitle"><div aria-label="File" class="vocs_Icon" role="img"><svg></svg></div>light.ts</div><div class="vocs_Pre_wrapper"><pre class="shiki vocs_Pre" data-title="light.ts" data-lang="ts"><code class="vocs_Code"><span class="line"><span>light(lamp)</span></span></code></pre></div></div>
</article>`)

const VOCS_SIDEBAR = `<aside class="vocs_Sidebar"><nav class="vocs_Sidebar_navigation"><div class="vocs_Sidebar_group"><section class="vocs_Sidebar_section vocs_Sidebar_level"><div class="vocs_Sidebar_sectionHeader"><div class="vocs_Sidebar_sectionTitle">Guide</div></div><div class="vocs_Sidebar_items"><a data-active="true" class="vocs_Sidebar_item" href="/react/intro">Introduction</a><a data-active="false" class="vocs_Sidebar_item" href="/react/next">Next</a></div></section></div></nav></aside>`
const VOCS_TOP_NAV = `<div class="vocs_DesktopTopNav"><nav class="vocs_NavigationMenu"><div><ul class="vocs_NavigationMenu_list"><a data-active="true" class="vocs_NavigationMenu_link" href="/react/intro">React</a><li class="vocs_NavigationMenu_item"><button data-active="false" class="vocs_NavigationMenu_trigger">More</button></li></ul></div></nav></div>`

const vocsPage = (edit?: (html: string) => string) =>
  readVocsPage(fromHtml(`<html><head><title>Lanterns – Docs</title></head><body>${VOCS_SIDEBAR}${VOCS_TOP_NAV}${vocsContent(edit)}</body></html>`))

async function ourPage() {
  const { html } = await compileMarkdown(PAGE)
  const site = siteModel({ basePath: '' })
  const page = pageModel()
  const sidebar = renderToString(createElement(Sidebar, { site, page }))
  const topNav = renderToString(createElement(TopNav, { items: site.topNav, activeId: 0, path: page.path, basePath: '' }))
  return readOurPage(
    fromHtml(
      `<html><head><title>Lanterns – Docs</title></head><body>${sidebar}<div class="top-bar-desktop">${topNav}</div><main id="content"><article class="prose">${html}</article></main></body></html>`,
    ),
  )
}

const fields = (edit: (html: string) => string, ours: Awaited<ReturnType<typeof ourPage>>) => diffViews(vocsPage(edit), ours).map((d) => d.field)

test('a page rendered here reads as Vocs renders it: text, headings, code, tabs, callouts, sidebar, top nav', async () => {
  const ours = await ourPage()
  assert.equal(diffViews(vocsPage(), ours), [])
  assert.equal(ours.headings, [
    { level: 1, text: 'Lanterns' },
    { level: 2, text: 'Fuel' },
  ])
  assert.equal(ours.codeGroups, [['npm', 'pnpm']])
  assert.equal(ours.code, [
    { text: 'npm i lamp-oil', lang: 'bash' },
    { text: 'light(lamp)', lang: 'ts', title: 'light.ts' },
  ])
  assert.equal(ours.callouts, [{ kind: 'warning', title: 'Hot glass' }])
  assert.equal(
    ours.sidebar.map((e) => `${e.depth} ${e.text} ${e.link}${e.active ? ' active' : ''}`),
    ['0 Guide undefined', '1 Introduction /react/intro active', '1 Next /react/next'],
  )
  assert.equal(
    ours.topNav.map((e) => `${e.depth} ${e.text}`),
    ['0 React', '0 More', '1 Blog', '1 Source'],
    "our dropdown's items are in the HTML; Vocs's are not, and are not compared",
  )
})

test('each difference is reported under its field', async () => {
  const ours = await ourPage()
  assert.equal(
    fields((h) => h.replace('trimmed', 'short'), ours),
    ['text'],
  )
  assert.equal(
    fields((h) => h.replace('How to light them', 'How to light it'), ours),
    ['text'],
  )
  assert.equal(
    fields((h) => h.replaceAll('h2 class="vocs_H2', 'h3 class="vocs_H3').replace('</h2>', '</h3>'), ours),
    ['headings'],
  )
  assert.equal(
    fields((h) => h.replace('light(lamp)', 'light(lamps)'), ours),
    ['code'],
  )
  assert.equal(
    fields((h) => h.replace('data-lang="ts"', 'data-lang="js"'), ours),
    ['code'],
  )
  assert.equal(
    fields((h) => h.replace('</div>light.ts</div>', '</div>lamp.ts</div>'), ours),
    ['code'],
  )
  assert.equal(
    fields((h) => h.replace('>pnpm</button>', '>yarn</button>'), ours),
    ['codeGroups'],
  )
  assert.equal(
    fields((h) => h.replace('vocs_Callout_warning', 'vocs_Callout_danger'), ours),
    ['callouts'],
  )
})

test("a line in code is a line however the markup spaces it: tag lines, and Vocs's placeholders for lines taken out", () => {
  const read = (html: string) => codeText(select('pre', fromHtml(html))!, isTwoslashPopup)
  const vocs = read(
    `<pre><code><span class="line">log()</span>\n<div class="twoslash-tag-line">{</div><span class="line" data-empty-line="true"> </span><div class="twoslash-tag-line">}</div></code></pre>`,
  )
  const ours = read(
    `<pre><code><span class="line">log()</span>\n<span class="line"></span><div class="twoslash-tag-line"><span class="twoslash-tag-icon"></span>{</div><div class="twoslash-tag-line">}</div></code></pre>`,
  )
  assert.is(vocs, 'log()\n{\n}')
  assert.is(ours, vocs)
})

test("a dropdown's active mark is read from the box around its button", () => {
  const site = siteModel({ basePath: '' })
  const topNav = renderToString(createElement(TopNav, { items: site.topNav, activeId: 1, path: '/blog', basePath: '' }))
  const view = readOurPage(fromHtml(`<div class="top-bar-desktop">${topNav}</div>`))
  assert.equal(
    view.topNav.filter((e) => e.depth === 0).map((e) => `${e.text}${e.active ? ' (active)' : ''}`),
    ['React', 'More (active)'],
  )
})

test('a collapsed section shows no pages on either side, and a page Vocs lacks is named', () => {
  const collapsed = readVocsPage(
    fromHtml(
      `<aside class="vocs_Sidebar"><nav><div class="vocs_Sidebar_group"><section class="vocs_Sidebar_section"><div class="vocs_Sidebar_sectionHeader"><div class="vocs_Sidebar_sectionTitle">Guide</div><div role="button"></div></div></section></div></nav></aside>`,
    ),
  )
  const ours = readOurPage(
    fromHtml(
      `<aside class="sidebar"><nav class="sidebar-nav"><ul class="sidebar-items"><li class="sidebar-entry"><details class="sidebar-section sidebar-details"><summary class="sidebar-section-title"><span>Guide</span></summary><ul class="sidebar-items"><li class="sidebar-entry"><a class="sidebar-link" href="/a">A</a></li></ul></details></li></ul></nav></aside>`,
    ),
  )
  assert.equal(diffViews(collapsed, ours), [])
  assert.equal(diffViews(collapsed, { ...ours, sidebar: [...ours.sidebar, { text: 'B', link: '/b', depth: 0, active: false }] }), [
    { field: 'sidebar', lines: ['+ B → /b'] },
  ])
})

test.run()

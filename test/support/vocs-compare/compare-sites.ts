// Compares what a reader sees on a site built by Vocs and by this tool, page by page (paired by route): prints per site
// a summary and every difference. A maintainer's command, run by hand (see README: "Comparing with Vocs's output"):
//
//   npx tsx test/support/vocs-compare/compare-sites.ts OURS_OUT VOCS_OUT        one site's two output folders
//   npx tsx test/support/vocs-compare/compare-sites.ts --kept DIR [--only a,b]  every <name>/<name>.vocs pair of a kept run.mjs
//   options: --json FILE (every difference), --lines N (lines shown per difference, default 12)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { CONTENT_FIELDS, type Difference, diffViews, type Field } from './diff-views.ts'
import { readOurPage } from './read-ours.ts'
import { readVocsPage } from './read-vocs.ts'

export interface PageComparison {
  route: string
  differences: Difference[]
}

export interface SiteComparison {
  name: string
  pages: PageComparison[]
  /** Routes Vocs built and this tool did not. */
  missing: string[]
}

/** Every HTML page of an output folder by route (`a.html`, `a/index.html` → `/a`); the 404 page left out. */
export function pagesByRoute(out: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && !entry.name.startsWith('.')) walk(file)
      } else if (entry.name.endsWith('.html')) {
        const route = `/${relative(out, file)}`
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, '$1')
          .replace(/(.)\/$/, '$1')
        if (route !== '/404' && !pages.has(route)) pages.set(route, file)
      }
    }
  }
  walk(out)
  return pages
}

const parse = (file: string) => fromHtml(readFileSync(file, 'utf8'))

export function compareOutputs(name: string, ours: string, vocs: string): SiteComparison {
  const ourPages = pagesByRoute(ours)
  const result: SiteComparison = { name, pages: [], missing: [] }
  for (const [route, vocsFile] of pagesByRoute(vocs)) {
    const ourFile = ourPages.get(route)
    if (!ourFile) result.missing.push(route)
    else result.pages.push({ route, differences: diffViews(readVocsPage(parse(vocsFile)), readOurPage(parse(ourFile))) })
  }
  return result
}

/** A built copy's output folder: the `dist` holding an index.html nearest its root, outside node_modules. */
export function findOutput(copy: string): string | undefined {
  const queue = [copy]
  while (queue.length) {
    const dir = queue.shift()!
    if (dir.endsWith('/dist') && existsSync(join(dir, 'index.html'))) return dir
    if (relative(copy, dir).split('/').length > 3) continue
    for (const e of readdirSync(dir, { withFileTypes: true }))
      if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')) queue.push(join(dir, e.name))
  }
  return undefined
}

export function summarize(site: SiteComparison): string {
  const count = (test: (d: Difference) => boolean) => site.pages.filter((p) => p.differences.some(test)).length
  const byField = (fields: Field[]) => fields.map((f) => `${f} ${count((d) => d.field === f)}`).join(', ')
  const failing = count((d) => CONTENT_FIELDS.has(d.field))
  const same = site.pages.filter((p) => !p.differences.length).length
  return [
    `${failing || site.missing.length ? 'DIFF' : 'same'} ${site.name}: ${site.pages.length} pages paired, ${same} alike in every field`,
    `     content differs on ${failing} (${byField(['text', 'headings', 'code', 'codeGroups'])})`,
    `     other: ${byField(['title', 'description', 'callouts', 'sidebar', 'topNav'])}${site.missing.length ? `; missing here: ${site.missing.join(' ')}` : ''}`,
  ].join('\n')
}

export function describe(site: SiteComparison, maxLines: number): string {
  const out: string[] = []
  for (const page of site.pages) {
    for (const d of page.differences) {
      out.push(`  ${page.route} ${d.field}${CONTENT_FIELDS.has(d.field) ? ' (content)' : ''}:`)
      out.push(...d.lines.slice(0, maxLines).map((l) => `      ${l}`))
      if (d.lines.length > maxLines) out.push(`      … ${d.lines.length - maxLines} more`)
    }
  }
  return out.join('\n')
}

function main(argv: string[]) {
  const opt = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i === -1 ? undefined : argv.splice(i, 2)[1]
  }
  const kept = opt('kept')
  const only = opt('only')?.split(',') ?? []
  const json = opt('json')
  const maxLines = Number(opt('lines') ?? 12)
  const pairs: [string, string, string][] = []
  if (kept) {
    for (const name of readdirSync(kept).sort()) {
      const vocsCopy = join(kept, `${name}.vocs`)
      if (name.endsWith('.vocs') || !existsSync(vocsCopy) || !statSync(join(kept, name)).isDirectory() || (only.length && !only.includes(name))) continue
      const ours = findOutput(join(kept, name))
      const vocs = findOutput(vocsCopy)
      if (ours && vocs) pairs.push([name, ours, vocs])
      else console.log(`skip ${name}: no output from ${ours ? 'Vocs' : 'this tool'}`)
    }
  } else if (argv.length === 2) pairs.push([argv[0]!, argv[0]!, argv[1]!])
  else {
    console.error('usage: compare-sites.ts OURS_OUT VOCS_OUT | --kept DIR [--only a,b] [--json FILE] [--lines N]')
    process.exit(2)
  }
  const sites = pairs.map(([name, ours, vocs]) => compareOutputs(name, ours, vocs))
  for (const site of sites) {
    console.log(summarize(site))
    const details = describe(site, maxLines)
    if (details) console.log(details)
  }
  if (json) writeFileSync(json, JSON.stringify(sites, null, 2))
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2))

// Stacked custom tags in a twoslash block (`// @log: {` … `// @log: }` on lines one after another): twoslash merges the
// lines' removals and keeps only the last tag of the run; this puts every line back, in order, as Vocs shows them.
// Node, compile time.
import type { TwoslashInstance, TwoslashReturn } from 'twoslash/core'

const TAG_LINE = /^\/\/\s?@(\w+):\s?(.+)$/

type TagNode = Extract<TwoslashReturn['nodes'][number], { type: 'tag' }>

interface Tag {
  name: string
  text: string
}

/** Each run of two or more tag lines one after another (of any of the custom tags). */
function stackedRuns(code: string, customTags: string[]): Tag[][] {
  const runs: Tag[][] = []
  let run: Tag[] | undefined
  for (const line of code.split('\n')) {
    const match = TAG_LINE.exec(line)
    if (!match || !customTags.includes(match[1]!)) {
      run = undefined
      continue
    }
    if (!run) {
      run = []
      runs.push(run)
    }
    run.push({ name: match[1]!, text: match[2]! })
  }
  return runs.filter((r) => r.length > 1)
}

/** Replaces the one tag twoslash kept of each run by the run's tags, all on its line, in the order they were written. */
export function restoreStackedTags(code: string, result: TwoslashReturn, customTags: string[]): TwoslashReturn {
  const runs = stackedRuns(code, customTags)
  if (!runs.length) return result
  const nodes = [...result.nodes]
  for (const run of runs) {
    const last = run.at(-1)!
    const at = nodes.findIndex((n) => n.type === 'tag' && n.name === last.name && n.text === last.text)
    if (at === -1) continue
    const kept = nodes[at] as TagNode
    const tags = run.map((tag): TagNode => ({ ...kept, ...tag }))
    // Shiki's renderer puts each tag right after its line, so a later one lands above an earlier one; tags after the
    // last line are appended instead. Either way they then read top to bottom.
    if (kept.line < result.code.split('\n').length) tags.reverse()
    nodes.splice(at, 1, ...tags)
  }
  return { ...result, nodes }
}

/** A twoslasher whose results have every stacked tag. */
export function withStackedTags(twoslasher: TwoslashInstance, customTags: string[]): TwoslashInstance {
  const run = (code: string, extension?: string, options?: Parameters<TwoslashInstance>[2]) =>
    restoreStackedTags(code, twoslasher(code, extension, options), customTags)
  return Object.assign(run, { getCacheMap: twoslasher.getCacheMap })
}

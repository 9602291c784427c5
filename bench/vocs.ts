// A corpus built by Vocs in the same run as this tool's cold build, for the speed goals stated as a ratio to Vocs (the
// Markdown corpus, and the twoslash corpus of bench/twoslash-corpus.ts). Vocs is installed on first use into the
// package cache (1.0.13, the last release that runs on Node 20: later ones import Node 22's fs.glob), with zod, which
// the twoslash corpus imports, at the version this tool has; BENCH_VOCS=0 leaves it out.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const VOCS_VERSION = '1.0.13'
const repo = fileURLToPath(new URL('..', import.meta.url))
const installDir = join(repo, `node_modules/.cache/vellum/vocs-${VOCS_VERSION}`)
const vocsCli = join(installDir, 'node_modules/vocs/_lib/cli/index.js')
/** GNU time reports the child's CPU time and peak memory, which Node cannot read for a child. */
const GNU_TIME = '/usr/bin/time'

/** This tool's cold build of the same corpus, as a whole process (start-up included), like Vocs's command. */
export interface OwnBuild {
  wallMs: number
  cpuMs: number
  peakRssMb: number
}

/** Installs Vocs with the React and zod this tool uses (and the TypeScript its twoslash needs); returns why it could not. */
function installVocs(): string | undefined {
  if (existsSync(vocsCli) && existsSync(join(installDir, 'node_modules/zod'))) return undefined
  const own = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  mkdirSync(installDir, { recursive: true })
  writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'vocs-bench', private: true }))
  const packages = [
    `vocs@${VOCS_VERSION}`,
    `react@${own.dependencies.react}`,
    `react-dom@${own.dependencies['react-dom']}`,
    'typescript@5',
    `zod@${own.dependencies.zod}`,
  ]
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: installDir, encoding: 'utf8' })
  return npm.status === 0 && existsSync(vocsCli) ? undefined : `npm install failed: ${(npm.stderr || npm.stdout).trim().split('\n').at(-1)}`
}

/** The corpus's pages and sidebar as a Vocs site: `docs/pages`, and a config that imports the sidebar. */
function vocsSite(corpusContent: string): string {
  const site = mkdtempSync(join(tmpdir(), 'vocs-corpus-'))
  cpSync(join(corpusContent, 'pages'), join(site, 'docs/pages'), { recursive: true })
  cpSync(join(corpusContent, 'sidebar.json'), join(site, 'docs/sidebar.json'))
  writeFileSync(
    join(site, 'vocs.config.ts'),
    `import { defineConfig } from 'vocs'\nimport sidebar from './docs/sidebar.json'\nexport default defineConfig({ title: 'Corpus', sidebar })\n`,
  )
  symlinkSync(join(installDir, 'node_modules'), join(site, 'node_modules'))
  return site
}

/**
 * Prints one JSON line: Vocs's cold build of the corpus (`corpus` names it: markdown or twoslash) against this tool's,
 * their ratios, and the machine's load average when Vocs's build ended.
 */
export function benchVocs(corpusContent: string, pages: number, ours: OwnBuild, corpus = 'markdown'): void {
  const failed = installVocs()
  if (failed) {
    console.log(JSON.stringify({ bench: 'vocs', corpus, pages, error: failed }))
    return
  }
  const site = vocsSite(corpusContent)
  try {
    const timed = existsSync(GNU_TIME)
    const command = timed ? [GNU_TIME, '-f', 'TIME %e %U %S %M', process.execPath, vocsCli, 'build'] : [process.execPath, vocsCli, 'build']
    const started = performance.now()
    const run = spawnSync(command[0]!, command.slice(1), { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    const wallMs = Math.round(performance.now() - started)
    const htmlFiles = existsSync(join(site, 'docs/dist'))
      ? readdirSync(join(site, 'docs/dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length
      : 0
    const time = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(run.stderr)
    const cpuMs = time ? Math.round((Number(time[2]) + Number(time[3])) * 1000) : undefined
    const peakRssMb = time ? Math.round(Number(time[4]) / 1024) : undefined
    if (run.status !== 0) {
      console.log(JSON.stringify({ bench: 'vocs', corpus, pages, error: `vocs build exited ${run.status}: ${run.stderr.trim().split('\n').at(-1)}` }))
      return
    }
    console.log(
      JSON.stringify({
        bench: 'vocs',
        vocs: VOCS_VERSION,
        corpus,
        pages,
        htmlFiles,
        wallMs,
        cpuMs,
        peakRssMb,
        ours,
        wallRatio: +(ours.wallMs / wallMs).toFixed(3),
        cpuRatio: cpuMs ? +(ours.cpuMs / cpuMs).toFixed(3) : undefined,
        peakRssRatio: peakRssMb ? +(ours.peakRssMb / peakRssMb).toFixed(3) : undefined,
        load: +loadavg()[0]!.toFixed(2),
      }),
    )
  } finally {
    rmSync(site, { recursive: true, force: true })
  }
}

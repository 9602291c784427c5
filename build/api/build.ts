// `build(options)`: builds a site into its output folder as `vellum build` does, printing what `logLevel` asks for,
// and resolves with the build's summary. Rejects with every error of the build (each naming its file and line),
// having printed them unless `logLevel` is `silent`. Node.
import { resolve } from 'node:path'
import { buildSite, buildSummary, type SiteBuild } from '../build-site.ts'
import { createProgress, type Verbosity } from '../cli/progress.ts'
import { formatError, groupedWarnings } from '../errors/build-error.ts'
import { tuningNotes } from '../platform/tuning.ts'
import { reportedErrors } from './reported.ts'
import type { BuildOptions, BuildSummary, LogLevel } from './types.ts'

const VERBOSITY: Record<LogLevel, Verbosity> = { silent: 'quiet', error: 'quiet', info: 'normal', verbose: 'verbose' }

export async function build(options: BuildOptions = {}): Promise<BuildSummary> {
  const logLevel = options.logLevel ?? 'info'
  const progress = createProgress(process.stderr, VERBOSITY[logLevel])
  if (logLevel === 'verbose') for (const note of tuningNotes()) console.error(`note: ${note}`)
  let site: SiteBuild
  try {
    site = await buildSite({
      root: resolve(options.root ?? '.'),
      out: options.outDir === undefined ? undefined : resolve(options.outDir),
      emptyOutDir: options.emptyOutDir,
      onProgress: progress.update,
    }).finally(progress.done)
  } catch (error) {
    if (logLevel !== 'silent' && error && typeof error === 'object') {
      console.error(`error: ${formatError(error)}`)
      reportedErrors.add(error)
    }
    throw error
  }
  const summary = buildSummary(site)
  if (logLevel === 'info' || logLevel === 'verbose') {
    const assets = site.files.filter((f) => f.path.startsWith('assets/')).length
    for (const warning of groupedWarnings(summary.warnings)) console.warn(`warning: ${warning}`)
    console.log(
      `built ${summary.pages} pages and ${assets} assets (${summary.files} files, ${size(summary.bytes)}) in ${(summary.durationMs / 1000).toFixed(2)} s → ${summary.outDir}`,
    )
  }
  return summary
}

function size(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

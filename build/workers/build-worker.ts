// Runs in a build worker thread: compiles the pages the main thread names into the site's page cache (sending back only
// their data, never a tree), works out their twoslash types ahead of their compile, or, once sent the site plan, renders
// pages from that cache (sending back their HTML).
// The compiler and the renderer load when first used: a build's render threads never load the compiler.
import { parentPort, workerData } from 'node:worker_threads'
import { loadConfig } from '../config/load.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildError } from '../errors.ts'
import { PageCache } from '../markdown/cache.ts'
import { keepCompilerCode } from '../typescript-code-cache.ts'
import type { CompileContext } from '../markdown/compile.ts'
import type { SitePlan } from '../stages/plan.ts'
import type { PlanForWorkers } from '../stages/render.tsx'
import type { WorkerData, WorkerJob, WorkerReply } from './jobs.ts'

const { root, cacheDir, cacheSettings } = workerData as WorkerData
const [config, cache] = await Promise.all([loadConfig(root), PageCache.open(cacheDir, cacheSettings, { blockingReads: true })])
let compiler: Promise<CompileContext> | undefined
let renderer: Promise<SitePlan> | undefined

async function compile(page: SourcePage): Promise<Omit<WorkerReply, 'id'>> {
  const [{ compilePage }, { createCompileContext }] = await Promise.all([import('../markdown/compile.ts'), import('../markdown/context.ts')])
  compiler ??= createCompileContext(config)
  const { hast, ...summary } = await compilePage(page, await compiler)
  await cache.set(page, { ...summary, hast })
  // The first page that type-checked leaves the compiler's code for the next build's threads.
  keepCompilerCode()
  return { summary }
}

/** Works out the page's twoslash types into the disk cache, for its compile (here or on another thread). */
async function computeTypes(page: SourcePage): Promise<Omit<WorkerReply, 'id'>> {
  const [{ computePageTypes }, { createCompileContext }] = await Promise.all([import('../markdown/twoslash-ahead.ts'), import('../markdown/context.ts')])
  compiler ??= createCompileContext(config)
  await computePageTypes(page, await compiler)
  keepCompilerCode()
  return {}
}

async function prepareRender(config: SiteConfig, wire: PlanForWorkers): Promise<SitePlan> {
  const [{ planInWorker }, { prepareSiteComponents }] = await Promise.all([import('../stages/render.tsx'), import('../render/site-components.ts')])
  const plan = planInWorker(config, wire)
  await prepareSiteComponents(plan.siteComponents)
  return plan
}

async function render(page: SourcePage): Promise<Omit<WorkerReply, 'id'>> {
  const { preparePageContent, renderPageHtml } = await import('../stages/render.tsx')
  if (!renderer) throw new Error('no site plan was sent before the page')
  const [plan, compiled] = await Promise.all([renderer, cache.get(page)])
  if (!compiled) throw new Error('the page is missing from the page cache')
  await preparePageContent(compiled.hast)
  return { html: renderPageHtml(plan, page, compiled) }
}

parentPort!.on('message', async (job: WorkerJob & { id: number }) => {
  if (job.kind === 'plan') {
    // Any pages this thread compiled are done: the highlighter, its remembered lines and the processors can go.
    compiler = undefined
    renderer = prepareRender(config, job.plan)
    renderer.catch(() => {})
    return
  }
  try {
    const work = job.kind === 'types' ? computeTypes : job.kind === 'compile' ? compile : render
    parentPort!.postMessage({ id: job.id, ...(await work(job.page)) })
  } catch (error) {
    const failure = asBuildError(error, job.page.absolutePath, job.kind)
    parentPort!.postMessage({ id: job.id, error: { place: failure.place, message: failure.message } } satisfies WorkerReply)
  }
})
parentPort!.postMessage({ ready: true })

// Runs in a build worker thread: compiles the pages the main thread names into the site's page cache (sending back only
// their data, never a tree), works out their twoslash types ahead of their compile, or, once sent the site plan, renders
// pages from that cache (sending back their HTML).
// The compiler and the renderer load when first used: a build's render threads never load the compiler.
import { parentPort, workerData } from 'node:worker_threads'
import { adoptSiteCache } from '../cache/site-cache.ts'
import { loadConfig } from '../config/load.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildErrors } from '../errors/build-error.ts'
import { type PageDataChange, withPageDataChange } from '../hooks/page-data-change.ts'
import type { CompileContext } from '../markdown/context.ts'
import { PageCache } from '../markdown/page-cache.ts'
import { keepCompilerCode } from '../platform/typescript-code-cache.ts'
import type { PlanForWorkers } from '../render/plan-for-workers.ts'
import type { RenderPlan } from '../render/render-plan.ts'
import type { WorkerData, WorkerJob, WorkerReply } from './jobs.ts'

const { root, cacheDir, cacheSettings, siteCache } = workerData as WorkerData
adoptSiteCache(root, siteCache)
const [config, cache] = await Promise.all([loadConfig(root), PageCache.open(cacheDir, cacheSettings, { blockingReads: true })])
let compiler: Promise<CompileContext> | undefined
let renderer: Promise<RenderPlan> | undefined

async function compile(page: SourcePage): Promise<Omit<WorkerReply, 'id'>> {
  const [{ compilePage }, { createCompileContext }] = await Promise.all([import('../markdown/compile-page.ts'), import('../markdown/context.ts')])
  compiler ??= createCompileContext(config)
  const { hast, ...summary } = await compilePage(page, await compiler)
  await cache.set(page, { ...summary, hast })
  if (cache.unwritable) return { summary, unwritable: cache.unwritable }
  // The first page that type-checked leaves the compiler's code for the next build's threads.
  keepCompilerCode()
  return { summary }
}

/** A page whose cache entry could not be read, compiled for its render (and kept, when the cache takes it). */
async function compileAgain(page: SourcePage) {
  const [{ compilePage }, { createCompileContext }] = await Promise.all([import('../markdown/compile-page.ts'), import('../markdown/context.ts')])
  const compiled = await compilePage(page, await createCompileContext(config))
  await cache.set(page, compiled)
  return compiled
}

/** Works out the page's twoslash types into the disk cache, for its compile (here or on another thread). */
async function computeTypes(page: SourcePage): Promise<Omit<WorkerReply, 'id'>> {
  const [{ computePageTypes }, { createCompileContext }] = await Promise.all([import('../markdown/twoslash/types-ahead.ts'), import('../markdown/context.ts')])
  compiler ??= createCompileContext(config)
  await computePageTypes(page, await compiler)
  keepCompilerCode()
  return {}
}

async function prepareRender(config: SiteConfig, wire: PlanForWorkers): Promise<RenderPlan> {
  const [{ planInWorker }, { prepareSiteComponents }] = await Promise.all([import('../render/plan-for-workers.ts'), import('../render/site-components.ts')])
  const plan = planInWorker(config, wire)
  await prepareSiteComponents(plan.siteComponents)
  return plan
}

async function render(page: SourcePage, change: PageDataChange | undefined): Promise<Omit<WorkerReply, 'id'>> {
  const [{ preparePageContent }, { renderPageHtml }] = await Promise.all([import('../render/page-content.tsx'), import('../render/page-html.tsx')])
  if (!renderer) throw new Error('no site plan was sent before the page')
  const [plan, cached] = await Promise.all([renderer, cache.get(page)])
  // An entry that cannot be read (or is gone) is a miss: the page is compiled again here, and the build warns.
  const unreadable = cache.unreadable.get(page.absolutePath) ?? (cached ? undefined : 'missing')
  const compiled = cached ?? (await compileAgain(page))
  await preparePageContent(compiled.hast)
  return { html: renderPageHtml(plan, page, withPageDataChange(compiled, change)), ...(unreadable === undefined ? {} : { unreadable }) }
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
    const reply = job.kind === 'types' ? computeTypes(job.page) : job.kind === 'compile' ? compile(job.page) : render(job.page, job.change)
    parentPort!.postMessage({ id: job.id, ...(await reply) })
  } catch (error) {
    const failures = asBuildErrors(error, job.page.absolutePath, job.kind)
    parentPort!.postMessage({ id: job.id, errors: failures.map(({ place, message }) => ({ place, message })) } satisfies WorkerReply)
  }
})
parentPort!.postMessage({ ready: true })

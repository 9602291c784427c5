// Runs in a worker thread: loads the site config, takes the site plan once, then renders the pages the main thread
// names, reading each page's data and tree from the page cache itself, and sends back only the HTML.
import { parentPort, workerData } from 'node:worker_threads'
import { loadConfig } from '../config/load.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildError } from '../errors.ts'
import { PageCache } from '../markdown/cache.ts'
import { prepareSiteComponents } from '../render/site-components.ts'
import { planInWorker, type PlanForWorkers, preparePageContent, renderPageHtml } from '../stages/render.tsx'

const { root, cacheDir, cacheSettings, plan: wire } = workerData as { root: string; cacheDir: string; cacheSettings: unknown; plan: PlanForWorkers }
const [config, cache] = await Promise.all([loadConfig(root), PageCache.open(cacheDir, cacheSettings)])
const plan = planInWorker(config, wire)
await prepareSiteComponents(plan.siteComponents)
parentPort!.on('message', async ({ id, page }: { id: number; page: SourcePage }) => {
  try {
    const [summary, hast] = await Promise.all([cache.getSummary(page), cache.getTree(page)])
    if (!summary) throw new Error('the page is missing from the page cache')
    await preparePageContent(hast)
    parentPort!.postMessage({ id, html: renderPageHtml(plan, page, { ...summary, hast }) })
  } catch (error) {
    const failure = asBuildError(error, page.absolutePath, 'render')
    parentPort!.postMessage({ id, error: { place: failure.place, message: failure.message } })
  }
})
parentPort!.postMessage({ ready: true })

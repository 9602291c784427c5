// The dev server's page-island chunks: bundled again only when the islands the pages use, or the files those pages
// are made from, changed since the last bundle (a save of a prose page leaves them as they are).
import { siteIslands } from '../assets/bundle-islands.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { OutputFile } from '../output/output-file.ts'

interface IslandPages {
  compiled: { data: { islands?: { key: string; export: string }[]; dependencies?: Record<string, string> } }
}

export class DevIslands {
  current: { files: OutputFile[]; urls: Record<string, string> } | undefined
  private signature = ''

  async update(config: SiteConfig, pages: IslandPages[], shared: Record<string, string>): Promise<void> {
    const using = pages.filter((p) => p.compiled.data.islands?.length)
    const signature = JSON.stringify([
      config.basePath,
      config.folders.content,
      config.vite,
      shared,
      using.map((p) => [p.compiled.data.islands, p.compiled.data.dependencies]),
    ])
    if (signature === this.signature && this.current) return
    this.current = await siteIslands(config, using, shared)
    this.signature = signature
  }
}

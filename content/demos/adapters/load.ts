// Lazy loaders: each library's adapter (and the library itself) is a separate chunk fetched when a demo starts.
import type { LibraryId } from '../libraries.ts'
import type { LibraryAdapter } from './types.ts'

const loaders: Record<LibraryId, () => Promise<{ adapter: LibraryAdapter }>> = {
  valdres: () => import('./valdres.tsx'),
  jotai: () => import('./jotai.tsx'),
  recoil: () => import('./recoil.tsx'),
}

export async function loadAdapter(id: LibraryId): Promise<LibraryAdapter> {
  return (await loaders[id]()).adapter
}

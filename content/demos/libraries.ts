// The three libraries the performance demos compare, with the exact versions the site bundles.
// Shared by every demo; runs in the browser and at render time. test/demos checks the versions against node_modules.
export type LibraryId = 'valdres' | 'jotai' | 'recoil'

export interface Library {
  id: LibraryId
  label: string
  /** The npm packages the demo runs, with the version the lockfile pins. */
  packages: string
}

export const LIBRARIES: readonly Library[] = [
  { id: 'valdres', label: 'Valdres', packages: 'valdres + valdres-react 0.2.0-pre.18' },
  { id: 'jotai', label: 'Jotai', packages: 'jotai 2.20.3' },
  { id: 'recoil', label: 'Recoil', packages: 'recoil 0.7.7' },
]

export const PACKAGE_VERSIONS: Readonly<Record<string, string>> = {
  valdres: '0.2.0-pre.18',
  'valdres-react': '0.2.0-pre.18',
  jotai: '2.20.3',
  recoil: '0.7.7',
}

export function libraryById(id: LibraryId): Library {
  return LIBRARIES.find((l) => l.id === id)!
}

export function isLibraryId(value: unknown): value is LibraryId {
  return LIBRARIES.some((l) => l.id === value)
}

/**
 * Recoil 0.7.7 copies its set of changed atoms on every set (copyTreeState), so seeding N atoms takes time and
 * memory proportional to N²: a few thousand atoms already block the page for seconds. The demos run Recoil only
 * up to this many atoms and say why above it.
 */
export const RECOIL_MAX_ATOMS = 1_000
export const RECOIL_SKIP_REASON = `not run above ${RECOIL_MAX_ATOMS.toLocaleString('en-US')} atoms: Recoil copies its set of changed atoms on every set, so the cost grows with the square of N`

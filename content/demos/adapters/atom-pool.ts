// A growing pool of atoms created in slices and reused across Provider-init runs, so atom creation is never part
// of what that demo times. Browser only.
import { runInSlices } from '../slices.ts'

export function atomPool<A>(create: (i: number) => A) {
  const atoms: A[] = []
  return {
    atoms,
    async ensure(count: number, signal?: AbortSignal): Promise<void> {
      const from = atoms.length
      if (count <= from) return
      const result = await runInSlices(count - from, (i) => void atoms.push(create(from + i)), { signal })
      if (result.stopped) throw new DOMException('Stopped', 'AbortError')
    },
  }
}

// The FPS demo's remembered choice (library and grid size) in localStorage. Browser only, read after hydration;
// anything unreadable or out of range falls back to the defaults.
import { isLibraryId, type LibraryId } from './libraries.ts'

export const FPS_CHOICE_KEY = 'valdres-docs.demos.fps'
export const FPS_SIZES = [8, 16, 32, 64, 96, 128] as const
export interface FpsChoice {
  lib: LibraryId
  size: number
}
export const DEFAULT_FPS_CHOICE: FpsChoice = { lib: 'valdres', size: 32 }

export function readFpsChoice(storage: Pick<Storage, 'getItem'> | undefined): FpsChoice {
  try {
    const raw = JSON.parse(storage?.getItem(FPS_CHOICE_KEY) ?? 'null') as Partial<FpsChoice> | null
    return {
      lib: isLibraryId(raw?.lib) ? raw.lib : DEFAULT_FPS_CHOICE.lib,
      size: (FPS_SIZES as readonly number[]).includes(raw?.size as number) ? raw!.size! : DEFAULT_FPS_CHOICE.size,
    }
  } catch {
    return DEFAULT_FPS_CHOICE
  }
}

export function saveFpsChoice(storage: Pick<Storage, 'setItem'> | undefined, choice: FpsChoice): void {
  try {
    storage?.setItem(FPS_CHOICE_KEY, JSON.stringify(choice))
  } catch {
    // Storage can be full or disabled (private mode); the choice then lasts for this visit only.
  }
}

export interface SliceResult {
    /** How many steps ran (all of them unless the run was stopped). */
    done: number;
    /** Time spent inside the steps only, excluding the pauses between slices. */
    activeMs: number;
    stopped: boolean;
}
/**
 * Resolves on a later task, after the browser has had a chance to paint and handle input. Deliberately not
 * scheduler.yield(): its continuation outranks React's own render tasks, so progress would never show.
 */
export declare function yieldToBrowser(): Promise<void>;
/**
 * Calls `step(i)` for i in [0, total) in slices of at most `budgetMs` of work. Checks the clock only every
 * `checkEvery` steps so the clock itself costs little against million-step loops.
 */
export declare function runInSlices(total: number, step: (i: number) => void, options?: {
    signal?: AbortSignal;
    budgetMs?: number;
    checkEvery?: number;
    onProgress?: (done: number) => void;
    now?: () => number;
}): Promise<SliceResult>;

import type { MemoryTask } from './adapters/types.ts';
export interface MemoryResult {
    count: number;
    /** Time inside the creation loop only (pauses for the browser excluded). */
    activeMs: number;
    /** Heap after minus heap before, with every atom still referenced; undefined where the browser does not say. */
    heapDelta?: number;
    stopped: boolean;
}
export declare const MEMORY_BATCH = 1000;
export declare function measureMemory(createTask: () => MemoryTask, count: number, options?: {
    signal?: AbortSignal;
    onProgress?: (done: number) => void;
}): Promise<MemoryResult>;

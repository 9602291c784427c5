import type { ComponentType, ReactNode } from 'react';
/** FPS: a grid of size² dots, each reading its own derived value of one counter atom. */
export interface FpsEngine {
    Grid: ComponentType;
    /** Increments the shared counter (called once per animation frame). */
    tick(): void;
    /** How many times the grid has committed a new counter value so far. */
    commits(): number;
}
/** Memory: one fresh store; `batch(from, to)` creates atoms [from, to) and sets each to 1 in that store. */
export interface MemoryTask {
    batch(from: number, to: number): void;
    /** Drops every reference so the next run starts from a collectable heap. */
    release(): void;
}
/** Provider init: atoms created ahead of time (not measured), and a Provider that seeds the first `count`. */
export interface ProviderInit {
    prepare(count: number, signal?: AbortSignal): Promise<void>;
    Seeded: ComponentType<{
        count: number;
        children: ReactNode;
    }>;
}
export interface LibraryAdapter {
    createFpsEngine?(size: number): FpsEngine;
    createMemoryTask(run: number): MemoryTask;
    providerInit: ProviderInit;
    /** Renders a component that reads a value through the library's hooks; resolves to the error, if any. */
    probeHooks?(): Promise<Error | undefined>;
}

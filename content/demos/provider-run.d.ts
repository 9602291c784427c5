import { type ComponentType, type ReactNode } from 'react';
type Seeded = ComponentType<{
    count: number;
    children: ReactNode;
}>;
/** Resolves to the measured milliseconds. The root is unmounted afterwards so the store can be collected. */
export declare function measureProviderInit(Seeded: Seeded, count: number): Promise<number>;
export {};

export declare const MEMORY_COUNTS: readonly [1000, 10000, 100000, 1000000];
export default function MemoryDemo(): import("react").JSX.Element;

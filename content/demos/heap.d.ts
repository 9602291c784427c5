export declare function usedHeapBytes(): number | undefined;

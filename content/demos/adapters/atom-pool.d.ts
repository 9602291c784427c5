export declare function atomPool<A>(create: (i: number) => A): {
    atoms: A[];
    ensure(count: number, signal?: AbortSignal): Promise<void>;
};

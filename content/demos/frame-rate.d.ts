export declare class FrameRateMeter {
    private readonly window;
    private times;
    constructor(window?: number);
    /** Records one frame; returns frames per second over the last `window` frames, or null until there are two. */
    push(timestamp: number): number | null;
    current(): number | null;
    reset(): void;
}

export declare const formatCount: (n: number) => string;
export declare function formatMs(ms: number): string;
export declare function formatBytes(bytes: number): string;
export declare const formatFps: (fps: number) => string;

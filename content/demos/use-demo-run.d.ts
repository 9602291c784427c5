export declare function useDemoRun<Row>(): {
    running: boolean;
    setRunning: import("react").Dispatch<import("react").SetStateAction<boolean>>;
    rows: Row[];
    setRows: import("react").Dispatch<import("react").SetStateAction<Row[]>>;
    progress: string;
    setProgress: import("react").Dispatch<import("react").SetStateAction<string>>;
    announce: string;
    setAnnounce: import("react").Dispatch<import("react").SetStateAction<string>>;
    run: number;
    begin: () => AbortController;
    stop: () => void | undefined;
};

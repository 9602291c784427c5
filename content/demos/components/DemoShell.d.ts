import { type ReactNode } from 'react';
export declare function DemoShell(props: {
    title: string;
    state: string;
    about: ReactNode;
    controls: ReactNode;
    children?: ReactNode;
    announce: string;
    limits: ReactNode;
}): import("react").JSX.Element;
export declare function Select<T extends string | number>(props: {
    label: string;
    value: T;
    options: readonly {
        value: T;
        label: string;
    }[];
    disabled?: boolean;
    onChange: (value: T) => void;
}): import("react").JSX.Element;
export declare function StartStop(props: {
    running: boolean;
    onStart: () => void;
    onStop: () => void;
    startLabel?: string;
}): import("react").JSX.Element;
/** The controls of a run-once demo: how many atoms, Start/Stop, and the run's progress text. */
export declare function AtomCountControls(props: {
    counts: readonly number[];
    count: number;
    setCount: (n: number) => void;
    running: boolean;
    start: () => void;
    stop: () => void;
    progress: string;
}): import("react").JSX.Element;

export declare const PROVIDER_COUNTS: readonly [1000, 10000, 100000, 1000000];
export default function ProviderInitDemo(): import("react").JSX.Element;

export default function FpsDemo(): import("react").JSX.Element;

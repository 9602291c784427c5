// The content components the performance page uses (<FpsDemo />, <MemoryDemo />, <ProviderInitDemo />): each
// renders its demo's server HTML inside an island root that wakes when scrolled into view. Build time only.
import '../../demos/island-props.ts'
import { Island } from '../../islands/Island.tsx'
import FpsDemo from './FpsDemo.tsx'
import MemoryDemo from './MemoryDemo.tsx'
import ProviderInitDemo from './ProviderInitDemo.tsx'

export const FpsDemoIsland = () => <Island name="fps-demo" component={FpsDemo} props={{}} />
export const MemoryDemoIsland = () => <Island name="memory-demo" component={MemoryDemo} props={{}} />
export const ProviderInitDemoIsland = () => <Island name="provider-init-demo" component={ProviderInitDemo} props={{}} />

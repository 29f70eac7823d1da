/** Loads the coming-soon popup only when an entry opens it. */
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { lazyWhenOpen } from '../ui/lazy-when-open';

export const ComingSoonHost = lazyWhenOpen(() => import('./ComingSoonDialog'), () => useSnapshot(engineStore).comingSoon.isOpen);

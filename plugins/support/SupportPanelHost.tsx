/** Loads the panel's code (Radix Dialog) only once a player opens it. */
import { useSnapshot } from 'valtio';
import { lazyWhenOpen } from '../../engine/plugin-api';
import { supportState } from './state';

export const SupportPanelHost = lazyWhenOpen(() => import('./SupportPanel'), () => useSnapshot(supportState).panelOpen);

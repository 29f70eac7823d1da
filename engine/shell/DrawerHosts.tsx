/** The two drawers, each loaded only once it is first opened (Radix and the panels stay off the home page's first load). */
import { useSnapshot } from 'valtio';
import { lazyWhenOpen } from '../ui/lazy-when-open';
import { drawerState } from './drawer-state';

export const MobileDrawerHost = lazyWhenOpen(() => import('./MobileDrawer'), () => useSnapshot(drawerState).mobileOpen);

export const SignedInDrawerHost = lazyWhenOpen(() => import('./SignedInDrawer'), () => useSnapshot(drawerState).signedInOpen);

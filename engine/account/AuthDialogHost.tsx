/** Loads the auth popup's code (Radix, Formik, yup) only when it first opens. */
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { lazyWhenOpen } from '../ui/lazy-when-open';

export const AuthDialogHost = lazyWhenOpen(() => import('./AuthDialog'), () => useSnapshot(engineStore).auth.open);

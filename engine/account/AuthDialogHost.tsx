/**
 * Loads the auth popup's code (Radix, Formik, yup) only when it first opens, and hosts the dialogs
 * that follow a login (fair-play warning, casino notice), which load the same way.
 */
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { lazyWhenOpen } from '../ui/lazy-when-open';
import { PostLoginHosts } from './PostLoginHosts';

const AuthDialogWhenOpen = lazyWhenOpen(() => import('./AuthDialog'), () => useSnapshot(engineStore).auth.open);

export function AuthDialogHost() {
  return (
    <>
      <AuthDialogWhenOpen />
      <PostLoginHosts />
    </>
  );
}

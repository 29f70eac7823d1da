/**
 * Loads the auth popup's code (Radix, Formik, yup) only when it first opens, and hosts the dialogs
 * that follow a login (fair-play warning, casino notice), whose hosts arrive once the page has painted:
 * no login can finish before that.
 */
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { lazyAfterPaint } from '../ui/lazy-after-paint';
import { lazyWhenOpen } from '../ui/lazy-when-open';

const PostLoginHosts = lazyAfterPaint<object>(() => import('./PostLoginHosts').then((m) => ({ default: m.PostLoginHosts })));

const AuthDialogWhenOpen = lazyWhenOpen(() => import('./AuthDialog'), () => useSnapshot(engineStore).auth.open);

export function AuthDialogHost() {
  return (
    <>
      <AuthDialogWhenOpen />
      <PostLoginHosts />
    </>
  );
}

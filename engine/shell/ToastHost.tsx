/** Mounts react-toastify's container once the first toast is asked for. */
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { loadToastify, TOAST_AUTO_CLOSE_MS, toastHostState } from '../services/toast';

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  return { default: () => <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} /> };
});

export function ToastHost() {
  const { requested } = useSnapshot(toastHostState);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}

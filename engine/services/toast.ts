/**
 * Toasts through react-toastify, loaded on the first toast so pages that never show one do not pay
 * for it. The shell's ToastHost mounts the container (top centre, 3000 ms) once a toast is asked for.
 */
import { proxy } from 'valtio';

export const TOAST_AUTO_CLOSE_MS = 3000;

export interface ToastService {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export const toastHostState = proxy({ requested: false });

export function loadToastify() {
  toastHostState.requested = true;
  return import('react-toastify');
}

function show(kind: 'success' | 'error' | 'info', message: string): void {
  void loadToastify().then(({ toast }) => toast[kind](message));
}

export const toastService: ToastService = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
};

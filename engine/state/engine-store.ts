/**
 * Engine state in valtio: the brand, the session, the viewport and the problems met at boot.
 * Components read snapshots with useSnapshot; actions are the plain functions beside each slice.
 */
import { proxy } from 'valtio';
import type { BrandManifest } from '../../domain/manifest/types';
import type { AssemblyProblem } from '../plugin-host/problems';

export interface SessionState {
  isLogin: boolean;
  token: string | null;
  tokenExpiry: number | null;
  user: Record<string, unknown> | null;
  referCode: string | null;
}

export interface BalanceState {
  /** Rupees, as the API sends them; null until first loaded. */
  balance: number | null;
  available: number | null;
  freeCash: number | null;
  exposure: number | null;
}

/** forgot: Forgot password, reached from the login form (not a tab of its own). */
export type AuthTab = 'login' | 'register' | 'otp' | 'forgot';

export interface AuthModalState {
  open: boolean;
  tab: AuthTab;
}

export interface EngineState {
  brand: BrandManifest | null;
  session: SessionState;
  balance: BalanceState;
  auth: AuthModalState;
  /** Event-type flags (1, 2, 4, c1, c9, v9, b9) enabled for the player; all on by default. */
  eventTypes: Record<string, boolean>;
  comingSoon: { isOpen: boolean; type: string };
  viewport: { wide: boolean };
  problems: AssemblyProblem[];
}

export const engineStore = proxy<EngineState>({
  brand: null,
  session: { isLogin: false, token: null, tokenExpiry: null, user: null, referCode: null },
  balance: { balance: null, available: null, freeCash: null, exposure: null },
  auth: { open: false, tab: 'login' },
  eventTypes: { '1': true, '2': true, '4': true, c1: true, c9: true, v9: true, b9: true },
  comingSoon: { isOpen: false, type: '' },
  viewport: { wide: false },
  problems: [],
});

export type EngineStore = typeof engineStore;

export const WIDE_BREAKPOINT_PX = 1024;

/**
 * The wallet plugin's slice: its options, and a revision that moves whenever one of the player's
 * payment requests changes (the player's own action or the operator's decision, told on the socket),
 * so every wallet page on screen reads its data again.
 */
import { proxy } from 'valtio';
import type { EngineServices } from '../../engine/plugin-api';
import type { PaymentRequest } from './wallet-api';

export interface WalletOptions {
  quickAmounts: number[];
  pageSize: number;
}

export const DEFAULT_QUICK_AMOUNTS: readonly number[] = [500, 1000, 2000, 5000, 10000];

export const walletState = proxy({
  quickAmounts: [...DEFAULT_QUICK_AMOUNTS],
  pageSize: 20,
  revision: 0,
  /** Each request as the operator's last decision on it said, by reference: a notice shown since then follows it. */
  decided: {} as Record<string, PaymentRequest>,
});

export function requestDecided(request: PaymentRequest): void {
  walletState.decided[request.referenceNo] = request;
}

let services: Pick<EngineServices, 'toast' | 'balance'> | null = null;

export function configureWallet(options: Partial<WalletOptions>, engine: Pick<EngineServices, 'toast' | 'balance'>): void {
  walletState.quickAmounts = [...(options.quickAmounts ?? DEFAULT_QUICK_AMOUNTS)];
  walletState.pageSize = options.pageSize ?? 20;
  services = engine;
}

/** The services setup gave, for the socket handler (pages use useServices). */
export function walletServices(): Pick<EngineServices, 'toast' | 'balance'> | null {
  return services;
}

/** A request changed: lists, details and withdrawable amounts read again, and so does the header balance. */
export function requestsChanged(): void {
  walletState.revision += 1;
  void services?.balance.refresh();
}

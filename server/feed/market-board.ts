/**
 * The live markets in memory: the feed writes them, the exchange reads them, and listeners hear about
 * every change (to push deltas and to match waiting orders).
 */
import type { MarketSnapshot, MarketSource } from './types';

export type MarketListener = (market: MarketSnapshot, previous: MarketSnapshot | undefined) => void;

export class MarketBoard implements MarketSource {
  private readonly markets = new Map<string, MarketSnapshot>();
  private readonly listeners = new Set<MarketListener>();

  market(id: string): MarketSnapshot | undefined {
    return this.markets.get(id);
  }

  all(): MarketSnapshot[] {
    return [...this.markets.values()];
  }

  /** Replaces a market; its version goes up by one. */
  put(market: Omit<MarketSnapshot, 'version'> & { version?: number }): MarketSnapshot {
    const previous = this.markets.get(market.id);
    const next: MarketSnapshot = { ...market, version: (previous?.version ?? 0) + 1 };
    this.markets.set(next.id, next);
    for (const listener of this.listeners) listener(next, previous);
    return next;
  }

  /** Puts a market as it is given, version included (a copy of another board's), telling listeners. */
  apply(market: MarketSnapshot): void {
    const previous = this.markets.get(market.id);
    this.markets.set(market.id, market);
    for (const listener of this.listeners) listener(market, previous);
  }

  update(id: string, change: (market: MarketSnapshot) => Omit<MarketSnapshot, 'version'>): MarketSnapshot | undefined {
    const current = this.markets.get(id);
    return current ? this.put(change(structuredClone(current))) : undefined;
  }

  remove(id: string): void {
    this.markets.delete(id);
  }

  onChange(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

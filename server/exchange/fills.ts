/**
 * An order's matched parts, stored as JSON [[price, size], …] in orders.fills. Orders written before
 * fills were kept have none stored: their matched stake was all taken at the order's price.
 */
import type { Fill } from '../../domain/exchange/matching';
import type { OrdersTable } from '../db/schema';

export function orderFills(order: Pick<OrdersTable, 'fills' | 'price' | 'matched'>): Fill[] {
  if (order.fills === null || order.fills === undefined) return Number(order.matched) > 0 ? [{ price: order.price, size: Number(order.matched) }] : [];
  return (JSON.parse(order.fills) as Array<[number, number]>).map(([price, size]) => ({ price, size }));
}

export function fillsJson(fills: readonly Fill[]): string {
  return JSON.stringify(fills.map((f) => [f.price, f.size]));
}

/** Adds new fills to earlier ones, one entry per price. */
export function mergeFills(earlier: readonly Fill[], added: readonly Fill[]): Fill[] {
  const merged = earlier.map((f) => ({ ...f }));
  for (const fill of added) {
    const same = merged.find((f) => f.price === fill.price);
    if (same) same.size += fill.size;
    else merged.push({ ...fill });
  }
  return merged;
}

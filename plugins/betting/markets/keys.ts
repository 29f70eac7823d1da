/**
 * What a listener of the market store follows: one price cell, a market's status, its runner list, or
 * any change of the market at all.
 */
export type Side = 'back' | 'lay';

export const cellKey = (marketId: string, selectionId: string, side: Side, level: number): string => `${marketId}\u0001${selectionId}\u0001${side}\u0001${level}`;
export const statusKey = (marketId: string): string => `${marketId}\u0001status`;
export const shapeKey = (marketId: string): string => `${marketId}\u0001shape`;
/** Any change of the market at all (useMarket). */
export const marketKey = (marketId: string): string => marketId;

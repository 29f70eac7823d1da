/**
 * The statements plugin's slice: its options and the date range last chosen, kept across its pages so
 * going back from a details page finds the same list.
 */
import { proxy } from 'valtio';
import type { RangeChoice } from './date-range';

export interface StatementsOptions {
  pageSize: number;
}

export const statementsState = proxy<{ pageSize: number; choice: RangeChoice }>({ pageSize: 20, choice: { preset: '7d', from: '', to: '' } });

export function configureStatements(options: Partial<StatementsOptions>): void {
  statementsState.pageSize = options.pageSize ?? 20;
}

export function chooseRange(choice: RangeChoice): void {
  statementsState.choice = { ...choice };
}

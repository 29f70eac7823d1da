import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { BalanceRows } from './BalanceRows';

const rows = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.tagName, dt.nextElementSibling?.textContent]);

afterEach(() => Object.assign(engineStore.balance, { balance: null, available: null, freeCash: null, exposure: null }));

describe('balance rows', () => {
  it('shows Balance (cash), Free Cash, Net Exposure and Available (balance less exposure) in rupees under the caller\'s test ids', () => {
    Object.assign(engineStore.balance, { balance: 150000, available: 123456.7, freeCash: 250.5, exposure: 26543.3 });
    // Balance − Net Exposure = Available: the exposure is taken off once, in plain sight.
    render(<dl data-testid="list"><BalanceRows testIdPrefix="here" /></dl>);
    expect(rows(screen.getByTestId('list'))).toEqual([
      ['Balance', 'DD', '₹1,50,000.00'],
      ['Free Cash', 'DD', '₹250.50'],
      ['Net Exposure', 'DD', '₹26,543.30'],
      ['Available', 'DD', '₹1,23,456.70'],
    ]);
    expect(['here-balance', 'here-free-cash', 'here-exposure', 'here-available'].map((id) => screen.getByTestId(id).textContent)).toEqual(['₹1,50,000.00', '₹250.50', '₹26,543.30', '₹1,23,456.70']);
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setBalance } from '../../../tests/support/engine-scene';
import { BalanceWidget } from './BalanceWidget';

const rows = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.tagName, dt.nextElementSibling?.textContent]);

afterEach(() => setBalance({ balance: null, available: null, freeCash: null, exposure: null }));

describe('Available Credit', () => {
  it("lists the engine's balance rows, under its credit- ids", () => {
    setBalance({ balance: 1000, available: 900, freeCash: null, exposure: 100 });
    render(<BalanceWidget />);
    const credit = screen.getByRole('region', { name: 'Available Credit' });
    expect(rows(credit.querySelector('dl')!)).toEqual([
      ['Balance', 'DD', '₹1,000.00'],
      ['Free Cash', 'DD', '₹ ···'],
      ['Net Exposure', 'DD', '₹100.00'],
      ['Available', 'DD', '₹900.00'],
    ]);
    // Not read yet: no figure rather than a false ₹0.00.
    expect(screen.getByTestId('credit-free-cash').textContent).toBe('₹ ···');
  });
});

import { describe, expect, it } from 'vitest';
import { brandIndexFrom, localBrandAddresses } from './brand-index';

describe('local brand addresses', () => {
  it('names every brand, one added since too, the default first', () => {
    const index = brandIndexFrom(
      [
        { id: 'green', manifest: { hosts: ['green.localhost', 'emerald.localhost'] } },
        { id: 'red', manifest: { hosts: ['localhost', 'www.localhost'] } },
        { id: 'saffron', manifest: { hosts: ['saffron.localhost'] } },
        { id: 'teal', manifest: { hosts: ['bet.teal.example'] } },
        { id: 'yellow', manifest: { hosts: ['yellow.localhost'] } },
      ],
      'red',
    );
    expect(localBrandAddresses(index, 8080)).toEqual([
      'http://localhost:8080 (default)',
      'http://green.localhost:8080',
      'http://saffron.localhost:8080',
      'http://bet.teal.example:8080',
      'http://yellow.localhost:8080',
    ]);
  });
});

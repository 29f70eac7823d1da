import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES } from '../account-routes';
import ExclusionPolicyPage from './ExclusionPolicyPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import RulesRegulationsPage from './RulesRegulationsPage';

const text = (node: React.ReactElement) => render(<MemoryRouter>{node}</MemoryRouter>).container.textContent!.replace(/\s+/g, ' ');

describe('policy pages', () => {
  it('state every rule of spec section 9', () => {
    const rules = text(<RulesRegulationsPage />);
    for (const phrase of [
      'Advance fancy markets, offered before the match starts, are suspended 60 minutes before the scheduled start of the match.',
      'at least 25 overs of each innings in a one-day match (ODI) and at least 10 overs of each innings in a T20',
      'the tournament averages of 26 fours, 13 sixes and 12 wickets per match',
      'at least 45 matches of the tournament are completed',
      'or void if none has been declared within 45 days',
      '10 rupees = 1 point',
      'Cricket bookmaker markets₹100₹20,00,000',
      'Football match odds, bookmaker and fancy₹100₹50,000',
      'Match odds5 seconds',
    ]) {
      expect(rules).toContain(phrase);
    }
  });

  it('have real content and no filler', () => {
    for (const page of [<RulesRegulationsPage key="r" />, <ExclusionPolicyPage key="e" />, <PrivacyPolicyPage key="p" />]) {
      const body = text(page);
      expect(body.length).toBeGreaterThan(1500);
      expect(body.toLowerCase()).not.toMatch(/lorem|ipsum|todo|placeholder/);
    }
  });

  it('are open to visitors, as is the app download page; the account pages need a login', () => {
    expect(ACCOUNT_PAGES.map((p) => [p.path, p.requiresLogin])).toEqual([
      ['change-password', true],
      ['time-setting', true],
      ['rules-regulations', false],
      ['exclusion-policy', false],
      ['responsible-gambling', false],
      ['privacy-policy', false],
      ['download-apk', false],
    ]);
  });
});

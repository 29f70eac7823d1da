/** The last markets settled for the player on these events: the result and what it paid. */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { formatSignedRupees } from '../../domain/format';
import { Section, SectionHead } from './line-styles';
import { fancyState } from './state';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 1fr auto auto; gap: 8px; align-items: center; padding: 8px 12px; border-bottom: 1px solid #e5e7eb; font-size: 13px; }
  li b { font-variant-numeric: tabular-nums; }
  li [data-tone='profit'] { color: #067647; }
  li [data-tone='loss'] { color: #b42318; }
`;

export function SettledResults({ eventIds }: { eventIds: readonly string[] }) {
  const { settled } = useSnapshot(fancyState);
  const mine = settled.filter((s) => eventIds.includes(s.eventId));
  if (!mine.length) return null;
  return (
    <Section aria-label="Last results">
      <SectionHead>
        <h2>Last results</h2>
      </SectionHead>
      <List data-testid="fancy-settled">
        {mine.map((s) => (
          <li key={s.marketId}>
            <span>{s.marketName}</span>
            <span>{s.words ?? (s.runs !== null ? `${s.runs} runs` : s.winnerName ?? '')}</span>
            <b data-tone={s.pnl > 0 ? 'profit' : s.pnl < 0 ? 'loss' : 'even'}>{formatSignedRupees(s.pnl)}</b>
          </li>
        ))}
      </List>
    </Section>
  );
}

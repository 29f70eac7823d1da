/** The cricket score: each innings' runs, wickets and overs, the target, and the recent balls, kept live. */
import styled from 'styled-components';
import { battingInnings, type CricketScore } from '../../domain/exchange/cricket-score';

const Board = styled.section`
  margin: 8px 0;
  padding: 10px 12px;
  border-radius: var(--wl-length-radius, 8px);
  background: #10141b;
  color: #f2f4f7;
  font-size: 14px;
`;

const Row = styled.div<{ $batting: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 3px 0;
  opacity: ${(p) => (p.$batting ? 1 : 0.7)};
  b { font-weight: ${(p) => (p.$batting ? 700 : 500)}; }
  span { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

const Balls = styled.ol`
  display: flex;
  gap: 4px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  li { width: 24px; height: 24px; border-radius: 50%; display: grid; place-items: center; background: #2a3140; font-size: 12px; font-weight: 700; }
  li[data-ball='4'], li[data-ball='6'] { background: #1f7a4d; }
  li[data-ball='W'] { background: #b42318; }
`;

const Line = styled.p`
  margin: 6px 0 0;
  font-size: 12px;
  color: #cbd5e1;
`;

export function ScoreBoard({ score }: { score: CricketScore | null }) {
  if (!score) return null;
  const batting = battingInnings(score);
  return (
    <Board aria-label="Score" data-testid="fancy-score">
      {score.innings.map((innings) => (
        <Row key={innings.team} $batting={innings === batting && !score.finished}>
          <b>{innings.team}</b>
          <span>
            {innings.runs}/{innings.wickets} ({innings.overs})
          </span>
        </Row>
      ))}
      {batting && batting.recent.length ? (
        <Balls aria-label="Recent balls">
          {batting.recent.map((ball, i) => (
            <li key={i} data-ball={ball}>
              {ball}
            </li>
          ))}
        </Balls>
      ) : null}
      {score.finished ? <Line>Match finished.</Line> : score.target !== null ? <Line>Target {score.target}</Line> : null}
    </Board>
  );
}

/**
 * What the statement pages share: the card they sit in (tables that turn into cards of label and value
 * lines on phones, never wider than the screen), the date-range form, the loading, empty and error
 * states, and the resolved range in the player's clock.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/format';
import { useLoaded, useServices, useTimeZone, type Loaded } from '../../engine/plugin-api';
import { PRESETS, resolveRange, type InstantRange, type RangeChoice, type RangePreset } from './date-range';
import { chooseRange, statementsState } from './state';

export const StatementCard = styled.section`
  background: #fff;
  color: #1c1c1c;
  border-radius: 8px;
  padding: 12px;
  display: grid;
  gap: 12px;
  min-width: 0;
  h1 { margin: 0; font-size: 20px; }
  h2 { margin: 0; font-size: 16px; }
  p { margin: 0; color: #555; }
  a { color: inherit; }
  .summary { display: flex; flex-wrap: wrap; gap: 8px 20px; font-size: 14px; }
  .summary b { margin-left: 4px; }
  .table { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; padding: 6px; border-bottom: 1px solid #eee; white-space: nowrap; }
  th.num, td.num { text-align: right; }
  td.wrap { white-space: normal; min-width: 180px; }
  .credit, .profit { color: #0a7a3e; }
  .debit, .loss { color: #b42318; }
  button.more, button.retry, button.download {
    height: 36px; border: 0; border-radius: 6px; padding: 0 14px; font-weight: 700; cursor: pointer;
    background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff);
  }
  button.download { background: #344054; color: #fff; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  @media (max-width: 599px) {
    .table { overflow: visible; }
    table, tbody, tr, td { display: block; }
    thead { display: none; }
    tr { border: 1px solid #e4e4e4; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; }
    td, td.num, td.wrap { display: flex; justify-content: space-between; gap: 12px; border: 0; padding: 3px 0; white-space: normal; text-align: right; min-width: 0; overflow-wrap: anywhere; }
    td::before { content: attr(data-label); font-weight: 700; color: #555; text-align: left; flex: none; }
    tr.total td::before { content: attr(data-label); }
  }
`;

const RangeFields = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  .presets { display: flex; flex-wrap: wrap; gap: 6px; border: 0; padding: 0; margin: 0; }
  .presets button { height: 32px; border: 1px solid #bbb; border-radius: 16px; background: #fff; padding: 0 12px; cursor: pointer; }
  .presets button[aria-pressed='true'] { background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); border-color: transparent; }
  label { display: grid; gap: 2px; font-size: 12px; }
  input { height: 34px; border: 1px solid #bbb; border-radius: 6px; padding: 0 6px; }
  button[type='submit'] { height: 34px; border: 0; border-radius: 6px; background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); font-weight: 700; padding: 0 14px; }
`;

/** The range chosen for the statement pages, resolved in the player's clock; `error` when a custom range is wrong. */
export function useChosenRange(): { choice: RangeChoice; range: InstantRange | null; error: string } {
  const { choice } = useSnapshot(statementsState);
  useTimeZone();
  const { time } = useServices();
  const [now] = useState(() => Date.now());
  const resolved = resolveRange(choice, now, time.offsetMinutes(now));
  return typeof resolved === 'string' ? { choice, range: null, error: resolved } : { choice, range: resolved, error: '' };
}

/** Presets apply at once; a custom range applies on Search. */
export function RangeForm({ choice }: { choice: RangeChoice }) {
  const [draft, setDraft] = useState({ from: choice.from, to: choice.to });
  const pick = (preset: RangePreset) => chooseRange({ preset, ...draft });
  return (
    <RangeFields aria-label="Date range" onSubmit={(e) => (e.preventDefault(), chooseRange({ preset: 'custom', ...draft }))}>
      <fieldset className="presets" aria-label="Period">
        {PRESETS.map((p) => (
          <button key={p.id} type="button" aria-pressed={choice.preset === p.id} onClick={() => pick(p.id)}>
            {p.label}
          </button>
        ))}
      </fieldset>
      {choice.preset === 'custom' ? (
        <>
          <label>
            From
            <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </label>
          <label>
            To
            <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </label>
          <button type="submit">Search</button>
        </>
      ) : null}
    </RangeFields>
  );
}

export type { Loaded };
/** Statements read through the engine's useLoaded: only the answer to the latest run counts. */
export { useLoaded };

/** Loading, error (with Try again) or, when `empty`, the spec's 'No data found'; otherwise the children. */
export function LoadState<T>({ loaded, empty, retry, children }: { loaded: Loaded<T>; empty: (value: T) => boolean; retry: () => void; children: (value: T) => ReactNode }) {
  if (loaded.state === 'loading') return <p role="status">Loading…</p>;
  if (loaded.state === 'error')
    return (
      <div className="actions" role="alert">
        <p>{loaded.message}</p>
        <button type="button" className="retry" onClick={retry}>
          Try again
        </button>
      </div>
    );
  if (empty(loaded.value)) return <p>No data found</p>;
  return <>{children(loaded.value)}</>;
}

/** A signed amount in ₹, green when positive, red when negative. */
export function SignedMoney({ paise }: { paise: number }) {
  return <span className={paise > 0 ? 'profit' : paise < 0 ? 'loss' : undefined}>{formatRupeesFromPaise(paise)}</span>;
}

/**
 * The logged-in player's own limits: the daily loss limit (lowering applies at once; raising or
 * removing waits 24 hours on the server) and self-exclusion (1 to 180 days, never shortened). Shows
 * what is in force, what is pending and when it applies, and the server's answer to every change.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useServices } from '../boot/services-context';
import { Primary, Secondary } from '../account/auth-form-kit';
import { DATE_TIME_MINUTES_FORMAT, formatRupeesFromPaise } from '../../domain/format';
import { useTimeZone } from '../services/time';
import { formatInstant } from '../services/time-format';
import { responsibleGamblingApi, type GamblingLimits, type ResponsibleGamblingApi } from './responsible-gambling-api';
import { SelfExclusionConfirm } from './SelfExclusionConfirm';
import { parseWholeRupees } from '../../domain/money/whole-rupees';

export const WHOLE_RUPEES_MESSAGE = 'Enter the limit as a whole number of rupees, for example 5000.';
const DAY_MS = 86_400_000;

const Panel = styled.section`
  border: 1px solid #d0d5dd;
  border-radius: 12px;
  padding: 14px;
  margin-bottom: 16px;
  display: grid;
  gap: 10px;
  h2 { margin: 0; font-size: 17px; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 14px; font-size: 14px; }
  dt { color: #475467; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
  .note { margin: 0; font-size: 13px; color: #475467; }
  .pending { margin: 0; padding: 8px 10px; border-radius: 8px; background: #fffaeb; color: #93370d; font-size: 13px; }
  .excluded { margin: 0; padding: 8px 10px; border-radius: 8px; background: #fef3f2; color: #b42318; font-weight: 600; font-size: 14px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-size: 13px; font-weight: 600; flex: 1 1 160px; }
  input, select { height: 42px; border: 1px solid #c9cdd4; border-radius: 8px; padding: 0 10px; font-size: 15px; background: #fff; }
  button { padding: 0 16px; }
`;

const Answer = styled.p<{ $error: boolean }>`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: 8px;
  font-size: 14px;
  background: ${(p) => (p.$error ? '#fef3f2' : '#ecfdf3')};
  color: ${(p) => (p.$error ? '#b42318' : '#067647')};
`;

const limitText = (paise: number | null) => (paise === null ? 'No limit' : `${formatRupeesFromPaise(paise)} a day`);

type ServerAnswer = { text: string; error: boolean } | null;
type Change = () => ReturnType<ResponsibleGamblingApi['selfExclude']>;

export function ResponsibleGamblingTool({ memberCode }: { memberCode: string }) {
  const { api: http } = useServices();
  const api = useMemo(() => responsibleGamblingApi(http, memberCode), [http, memberCode]);
  const zone = useTimeZone();
  const { limits, answer, setAnswer, busy, run } = useGamblingLimits(api);
  const [days, setDays] = useState(7);
  /** When the player asked to exclude themself: the confirm names the end from then. */
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);

  const when = (instant: number) => formatInstant(instant, DATE_TIME_MINUTES_FORMAT, zone);
  if (!limits) return answer ? <Answer $error={answer.error} role="alert">{answer.text}</Answer> : <p aria-busy="true">Loading your limits…</p>;
  return (
    <div data-testid="responsible-gambling-tool">
      {answer ? (
        <Answer $error={answer.error} role={answer.error ? 'alert' : 'status'} data-testid="rg-answer">
          {answer.text}
        </Answer>
      ) : null}
      <DailyLossLimitPanel limits={limits} busy={busy} when={when} api={api} run={run} refuse={(text) => setAnswer({ text, error: true })} />
      <SelfExclusionPanel limits={limits} busy={busy} when={when} days={days} onDays={setDays} onAsk={() => setConfirmingAt(Date.now())} />
      {confirmingAt !== null ? (
        <SelfExclusionConfirm
          days={days}
          until={when(Math.max(limits.selfExcludedUntil ?? 0, confirmingAt + days * DAY_MS))}
          busy={busy}
          onCancel={() => setConfirmingAt(null)}
          onConfirm={() => void run(() => api.selfExclude(days)).then(() => setConfirmingAt(null))}
        />
      ) : null}
    </div>
  );
}

/**
 * The player's limits as the server has them, and `run`, which sends one change at a time (busy while
 * it goes) and shows the server's answer on the page and as a toast. Resolves whether it was saved.
 */
function useGamblingLimits(api: ResponsibleGamblingApi) {
  const { toast } = useServices();
  const [limits, setLimits] = useState<GamblingLimits | null>(null);
  const [answer, setAnswer] = useState<ServerAnswer>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.load().then(
      (loaded) => live && setLimits(loaded),
      (error: Error) => live && setAnswer({ text: error.message, error: true }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const run = async (work: Change) => {
    setBusy(true);
    try {
      const saved = await work();
      setLimits(saved.limits);
      setAnswer({ text: saved.message, error: false });
      toast.success(saved.message);
      return true;
    } catch (error) {
      setAnswer({ text: (error as Error).message, error: true });
      toast.error((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { limits, answer, setAnswer, busy, run };
}

interface PanelProps {
  limits: GamblingLimits;
  busy: boolean;
  /** An instant as the player's clock reads it. */
  when: (instant: number) => string;
}

/** The limit in force, today's loss, a change still waiting, and the form to set or remove the limit. */
function DailyLossLimitPanel({ limits, busy, when, api, run, refuse }: PanelProps & { api: ResponsibleGamblingApi; run: (work: Change) => Promise<boolean>; refuse: (text: string) => void }) {
  const [limitInput, setLimitInput] = useState('');
  const submitLimit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = parseWholeRupees(limitInput);
    if (rupees === null) {
      refuse(WHOLE_RUPEES_MESSAGE);
      return;
    }
    void run(() => api.setDailyLossLimit(rupees * 100)).then((ok) => ok && setLimitInput(''));
  };
  return (
    <Panel aria-labelledby="rg-limit-title">
      <h2 id="rg-limit-title">Daily loss limit</h2>
      <dl>
        <dt>Limit in force</dt>
        <dd data-testid="rg-limit">{limitText(limits.dailyLossLimit)}</dd>
        <dt>Lost today</dt>
        <dd>{formatRupeesFromPaise(limits.lossToday)}</dd>
      </dl>
      {limits.pending ? (
        <p className="pending" data-testid="rg-pending">
          Changing to {limitText(limits.pending.dailyLossLimit)} on {when(limits.pending.from)}. Until then the current limit applies.
        </p>
      ) : null}
      <p className="note">The limit covers settled exchange bets and casino games together; open exchange bets count at what they could lose. A lower limit applies at once. A higher limit, or removing it, applies 24 hours after you ask. Days start at midnight India time.</p>
      <form onSubmit={submitLimit} aria-label="Set daily loss limit" noValidate>
        <label>
          New limit (₹)
          <input inputMode="numeric" autoComplete="off" placeholder="e.g. 5000" value={limitInput} onChange={(e) => setLimitInput(e.target.value)} />
        </label>
        <Primary type="submit" disabled={busy}>
          Set limit
        </Primary>
        {limits.dailyLossLimit !== null && !(limits.pending && limits.pending.dailyLossLimit === null) ? (
          <Secondary type="button" disabled={busy} onClick={() => void run(() => api.setDailyLossLimit(null))}>
            Remove limit
          </Secondary>
        ) : null}
      </form>
    </Panel>
  );
}

/** Self-exclusion: in force until when, or what it means; the days to exclude (or lengthen) for, confirmed apart. */
function SelfExclusionPanel({ limits, busy, when, days, onDays, onAsk }: PanelProps & { days: number; onDays: (days: number) => void; onAsk: () => void }) {
  const excluded = limits.selfExcludedUntil !== null;
  return (
    <Panel aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title">Take a break (self-exclusion)</h2>
      {excluded ? (
        <p className="excluded" data-testid="rg-excluded">
          You are self-excluded until {when(limits.selfExcludedUntil!)}. New bets are refused until then.
        </p>
      ) : (
        <p className="note">Stop all betting on this account for a period you choose. It cannot be shortened or cancelled.</p>
      )}
      <form
        aria-label="Self-exclusion"
        onSubmit={(event) => {
          event.preventDefault();
          onAsk();
        }}
      >
        <label>
          {excluded ? 'Lengthen to' : 'Exclude me for'}
          <select value={days} onChange={(e) => onDays(Number(e.target.value))}>
            {limits.selfExclusionDays.map((d) => (
              <option key={d} value={d}>
                {d} {d === 1 ? 'day' : 'days'}
              </option>
            ))}
          </select>
        </label>
        <Primary type="submit" disabled={busy}>
          {excluded ? 'Lengthen exclusion' : 'Exclude me'}
        </Primary>
      </form>
    </Panel>
  );
}

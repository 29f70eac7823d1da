/**
 * /account-statement: every posting on the player's account in the chosen range, newest first, with
 * credit, debit and the running balance; a page at a time (Load more), or the whole range as CSV.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FILE_DATE_TIME_FORMAT, formatPaise, formatRupeesFromPaise } from '../../domain/format';
import { formatInstant, useServices, type ApiService } from '../../engine/plugin-api';
import { dayOf, type InstantRange } from './date-range';
import { downloadCsv, toCsv } from './csv';
import { LoadState, RangeForm, StatementCard, useChosenRange, useLoaded } from './statement-kit';
import { fetchAccountStatement, type StatementEntry, type StatementPage } from './statements-api';
import { statementsState } from './state';

const CSV_PAGE = 500;
const plainRupees = (paise: number) => formatPaise(paise).replace(/,/g, '');

/** Every row of the range, fetched a large page at a time; amounts in rupees without grouping, times in the player's clock. */
async function wholeRangeCsv(api: ApiService, range: InstantRange): Promise<string> {
  const rows: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: StatementPage = await fetchAccountStatement(api, range, { cursor, limit: CSV_PAGE });
    for (const e of page.entries) rows.push([formatInstant(e.at, FILE_DATE_TIME_FORMAT), e.referenceNo, e.description, e.credit ? plainRupees(e.credit) : '', e.debit ? plainRupees(e.debit) : '', plainRupees(e.balance)]);
    cursor = page.nextCursor;
  } while (cursor);
  return toCsv(['Date', 'Reference', 'Description', 'Credit', 'Debit', 'Balance'], rows);
}

export default function AccountStatementPage() {
  const { api, time } = useServices();
  const { pageSize } = useSnapshot(statementsState);
  const { choice, range, error } = useChosenRange();
  const key = range ? `${range.from}-${range.to}-${pageSize}` : 'none';
  const [loaded, retry] = useLoaded(key, range ? () => fetchAccountStatement(api, range, { limit: pageSize }) : null, (e) => api.errorText(e));
  const [more, setMore] = useState<{ key: string; entries: StatementEntry[]; cursor: string | null; busy: boolean; error: string }>({ key: '', entries: [], cursor: null, busy: false, error: '' });
  const [csv, setCsv] = useState('');

  const extra = more.key === key ? more : { key, entries: [], cursor: null, busy: false, error: '' };
  const first = loaded.state === 'ready' ? loaded.value : null;
  const nextCursor = extra.entries.length ? extra.cursor : (first?.nextCursor ?? null);

  const loadMore = async () => {
    if (!range || !nextCursor) return;
    setMore({ ...extra, busy: true, error: '' });
    try {
      const page = await fetchAccountStatement(api, range, { cursor: nextCursor, limit: pageSize });
      setMore({ key, entries: [...extra.entries, ...page.entries], cursor: page.nextCursor, busy: false, error: '' });
    } catch (failure) {
      setMore({ ...extra, busy: false, error: api.errorText(failure) });
    }
  };

  const download = async () => {
    if (!range) return;
    setCsv('Preparing the CSV…');
    try {
      const text = await wholeRangeCsv(api, range);
      const offset = time.offsetMinutes(range.from);
      downloadCsv(`account-statement-${dayOf(range.from, offset)}-to-${dayOf(range.to - 1, offset)}.csv`, text);
      setCsv('');
    } catch (failure) {
      setCsv(api.errorText(failure));
    }
  };

  return (
    <StatementCard aria-labelledby="statement-title" data-testid="account-statement">
      <h1 id="statement-title">Account Statement</h1>
      <RangeForm choice={choice} />
      {error ? <p role="alert">{error}</p> : null}
      {range ? (
        <LoadState loaded={loaded} retry={retry} empty={(page) => page.entries.length === 0}>
          {(page) => (
            <>
              <div className="summary">
                <span>
                  Opening balance<b>{formatRupeesFromPaise(page.openingBalance)}</b>
                </span>
                <span>
                  Closing balance<b>{formatRupeesFromPaise(page.closingBalance)}</b>
                </span>
              </div>
              <div className="actions">
                <button type="button" className="download" onClick={() => void download()}>
                  Download CSV
                </button>
                {csv ? <span role="status">{csv}</span> : null}
              </div>
              <StatementTable entries={[...page.entries, ...extra.entries]} />
              {extra.error ? <p role="alert">{extra.error}</p> : null}
              {nextCursor ? (
                <button type="button" className="more" disabled={extra.busy} onClick={() => void loadMore()}>
                  {extra.busy ? 'Loading…' : 'Load more'}
                </button>
              ) : null}
            </>
          )}
        </LoadState>
      ) : null}
    </StatementCard>
  );
}

function StatementTable({ entries }: { entries: StatementEntry[] }) {
  return (
    <div className="table">
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Description</th>
            <th className="num">Credit</th>
            <th className="num">Debit</th>
            <th className="num">Balance</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.referenceNo} data-testid="statement-row">
              <td data-label="Date">{formatInstant(entry.at)}</td>
              <td data-label="Description" className="wrap">
                <Link to={`/account-statement-details?ref=${encodeURIComponent(entry.referenceNo)}`} state={{ entry }}>
                  {entry.description}
                </Link>
              </td>
              <td data-label="Credit" className={entry.credit ? 'num credit' : 'num'}>
                {entry.credit ? formatRupeesFromPaise(entry.credit) : '-'}
              </td>
              <td data-label="Debit" className={entry.debit ? 'num debit' : 'num'}>
                {entry.debit ? formatRupeesFromPaise(entry.debit) : '-'}
              </td>
              <td data-label="Balance" className="num">
                {formatRupeesFromPaise(entry.balance)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { prettyLine } from './log';

describe('readable log lines (development)', () => {
  it('shows time, level and message, then the other fields', () => {
    const line = prettyLine(JSON.stringify({ level: 40, time: Date.UTC(2026, 11, 7, 6, 30, 1, 250), pid: 7, msg: 'database: 2 transactions rolled back', reqId: 'abc', res: { statusCode: 503 } }));
    expect(line).toBe('06:30:01.250 WARN  database: 2 transactions rolled back reqId=abc res={"statusCode":503}');
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(prettyLine('plain text')).toBe('plain text');
  });
});

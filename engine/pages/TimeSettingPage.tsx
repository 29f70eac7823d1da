/**
 * /time-setting: which clock every time on screen follows: system (GMT), this device (the default) or
 * India Standard Time. The choice applies at once, is remembered on this device, and the preview
 * shows the current time as the rest of the app will.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { setTimeZone, useTimeZone, zoneLabel, zoneOffsetMinutes, type TimeZoneName } from '../services/time';
import { DATE_TIME_FORMAT, formatInstant } from '../services/time-format';
import { fetchServerClockOffset } from '../services/server-time';
import { useServices } from '../boot/services-context';
import { PageCard } from './page-kit';

const CHOICES: ReadonlyArray<{ zone: TimeZoneName; title: string; note: string }> = [
  { zone: 'system', title: 'System Time', note: 'The exchange clock, Greenwich Mean Time.' },
  { zone: 'device', title: 'Your Device Time', note: 'The time zone set on this phone or computer.' },
  { zone: 'india', title: 'India Standard Time', note: 'IST, the time of Indian match schedules.' },
];

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend { font-weight: 600; margin-bottom: 8px; }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    align-items: center;
    border: 1px solid #d0d5dd;
    border-radius: 10px;
    padding: 12px 14px;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: var(--wl-color-theme); box-shadow: inset 0 0 0 1px var(--wl-color-theme); }
  input { width: 18px; height: 18px; accent-color: var(--wl-color-theme); grid-row: span 2; }
  strong { font-size: 15px; }
  small { color: #475467; }
`;

const Preview = styled.p`
  margin: 18px 0 0;
  padding: 12px 14px;
  background: #f2f4f7;
  border-radius: 10px;
  font-size: 14px;
  output { font-weight: 700; font-variant-numeric: tabular-nums; }
`;

export default function TimeSettingPage() {
  const zone = useTimeZone();
  const { api } = useServices();
  const [now, setNow] = useState(() => Date.now());
  const [serverOffset, setServerOffset] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    let live = true;
    void fetchServerClockOffset(api).then((offset) => live && setServerOffset(offset));
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <PageCard title="Time Settings" lead="Choose the clock that match times, bet times and statements are shown in." testId="time-setting-page">
      <Choices>
        <legend>Show times in</legend>
        {CHOICES.map((choice) => (
          <label key={choice.zone}>
            <input type="radio" name="time-zone" value={choice.zone} checked={zone === choice.zone} onChange={() => setTimeZone(choice.zone)} />
            <strong>
              {choice.title} ({zoneLabel(zoneOffsetMinutes(choice.zone, now))})
            </strong>
            <small>{choice.note}</small>
          </label>
        ))}
      </Choices>
      <Preview>
        Time now: <output data-testid="time-preview">{formatInstant(now, DATE_TIME_FORMAT, zone)}</output>
        {serverOffset !== null && Math.abs(serverOffset) >= 2000 ? (
          <>
            <br />
            Exchange clock: <output data-testid="exchange-clock">{formatInstant(now + serverOffset, DATE_TIME_FORMAT, zone)}</output> (this device is {Math.round(Math.abs(serverOffset) / 1000)} s {serverOffset > 0 ? 'behind' : 'ahead'})
          </>
        ) : null}
      </Preview>
    </PageCard>
  );
}

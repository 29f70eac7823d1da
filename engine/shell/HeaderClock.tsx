/** Desktop clock: date and time in India, refreshed every second, labelled 'GMT +5.5:30' as the spec says. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const INDIA_OFFSET_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in India time. */
export function indiaClockText(now: number): string {
  const t = new Date(now + INDIA_OFFSET_MS);
  return `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const Clock = styled.time`
  display: none;
  font-size: 12px;
  line-height: 1.2;
  text-align: right;
  white-space: nowrap;
  color: var(--wl-color-header-text, #fff);
  span { display: block; opacity: 0.8; }
  @media (min-width: 1024px) { display: block; }
`;

export function HeaderClock({ now = () => Date.now() }: { now?: () => number }) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <Clock dateTime={new Date(time).toISOString()} data-testid="header-clock">
      {indiaClockText(time)}
      <span>GMT +5.5:30</span>
    </Clock>
  );
}

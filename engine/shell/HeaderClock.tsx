/**
 * Desktop clock: date and time, refreshed every second, in the zone of the player's time setting
 * (time-setting page). India reads 'GMT +5.5:30' as the spec says; other zones use the same style.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CLOCK_FORMAT, formatAtOffset } from '../../domain/format';
import { useTimeZone, zoneLabel, zoneOffsetMinutes, type TimeZoneName } from '../services/time';

/** DD/MM/YYYY HH:mm:ss in the given zone. */
export function clockText(now: number, zone: TimeZoneName): string {
  return formatAtOffset(now, zoneOffsetMinutes(zone, now), CLOCK_FORMAT);
}

/** DD/MM/YYYY HH:mm:ss in India time. */
export function indiaClockText(now: number): string {
  return clockText(now, 'india');
}

const Clock = styled.time`
  display: none;
  font-size: 12px;
  line-height: 1.2;
  text-align: right;
  white-space: nowrap;
  color: var(--wl-color-header-text, #fff);
  span { display: block; }
  @media (min-width: 1024px) { display: block; }
`;

export function HeaderClock({ now = () => Date.now() }: { now?: () => number }) {
  const [time, setTime] = useState(now);
  const zone = useTimeZone();
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return (
    <Clock dateTime={new Date(time).toISOString()} data-testid="header-clock">
      {clockText(time, zone)}
      <span>{zoneLabel(zoneOffsetMinutes(zone, time))}</span>
    </Clock>
  );
}

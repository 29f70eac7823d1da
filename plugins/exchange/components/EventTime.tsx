/** An event's start as countdown text, in the player's time setting, refreshed every minute. */
import { useEffect, useState } from 'react';
import { countdownText } from '../event-time';
import { exchangeServices } from '../state';

export function EventTime({ openDate }: { openDate: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!openDate) return null;
  const { time } = exchangeServices();
  return <time dateTime={new Date(openDate).toISOString()}>{countdownText(openDate, now, (instant) => time.wallClock(instant))}</time>;
}

/** On an event page, open bets are filtered to that event. */
import { useLocation } from 'react-router-dom';

export function useEventFilter(): string | undefined {
  const { pathname } = useLocation();
  const match = /^\/event-page\/[^/]+\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

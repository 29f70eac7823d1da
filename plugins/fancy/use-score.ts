/** The event's cricket score, read again every couple of seconds while shown (a ball takes longer). */
import { useEffect, useState } from 'react';
import { apiAnswerKey, firstScreenAnswer } from '../../engine/plugin-api';
import { cricketScoreFromWire, fetchScore, type CricketScore } from './fancy-api';
import { fancyServices } from './state';

export const SCORE_REFRESH_MS = 2000;

/** The score the page's first screen was drawn with, if it was, so the board is there from the first render. */
function firstScreenScore(eventId: string): CricketScore | null {
  const body = firstScreenAnswer(apiAnswerKey(`match-center/score/${encodeURIComponent(eventId)}`));
  return body && typeof body === 'object' ? cricketScoreFromWire((body as { result?: unknown }).result) : null;
}

export function useCricketScore(eventId: string): CricketScore | null {
  const [score, setScore] = useState<CricketScore | null>(() => firstScreenScore(eventId));
  useEffect(() => {
    const { api } = fancyServices();
    let live = true;
    const load = () =>
      fetchScore(api, eventId).then(
        (next) => live && setScore(next),
        // Between rounds a virtual event has no score for a few seconds: keep showing none.
        () => live && setScore(null),
      );
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load();
    }, SCORE_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [eventId]);
  return score;
}

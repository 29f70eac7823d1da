/**
 * The match centre's two urls: the scorecard from the access-token call the event's route picks, and the
 * live video from the video call (for events in the first list). Urls off the primary stream host are
 * moved onto the fallback host; one that cannot be shown is null with a reason.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSession } from '../../engine/plugin-api';
import { fetchScorecardUrl, fetchVideoId } from './fancy-api';
import { fancyServices, fancyState } from './state';
import { chooseStreamRoute, resolveStreamUrl } from './stream-route';

export interface MatchCentreUrls {
  scorecard: string | null;
  video: string | null;
  /** Why the video is missing, in the player's words. */
  videoNote: string;
  loading: boolean;
}

export function useMatchCentre(eventTypeId: string, eventId: string): MatchCentreUrls {
  const { isLogin } = useSession();
  const { options } = useSnapshot(fancyState);
  const [urls, setUrls] = useState<MatchCentreUrls>({ scorecard: null, video: null, videoNote: '', loading: true });
  useEffect(() => {
    const { api } = fancyServices();
    let live = true;
    const route = chooseStreamRoute(eventId, isLogin, options);
    const place = (url: string | null) => (url ? resolveStreamUrl(url, options.streamHost, options.fallbackStreamHost, window.location.host) : null);
    const scorecard = fetchScorecardUrl(api, route.tokenCall, eventTypeId, eventId).then(place, () => null);
    const video = route.video ? fetchVideoId(api, eventTypeId, eventId).then(place, () => null) : Promise.resolve(null);
    void Promise.all([scorecard, video]).then(([scorecardUrl, videoUrl]) => {
      if (!live) return;
      setUrls({
        scorecard: scorecardUrl,
        video: videoUrl,
        videoNote: videoUrl ? '' : route.video ? 'The live video cannot be shown right now.' : 'There is no live video for this match.',
        loading: false,
      });
    });
    return () => {
      live = false;
    };
  }, [eventTypeId, eventId, isLogin, options]);
  return urls;
}

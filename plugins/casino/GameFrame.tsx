/**
 * A provider's game in the page: the operator's launch call answers the provider's URL, shown in a
 * sandboxed frame. The header balance follows each round: the frame posts `{ type: 'wl:balance-changed' }`
 * after a round settles, and the balance is also read every few seconds. On phones the header is hidden
 * and a bottom bar offers Back and, when the brand takes deposits, Deposit. The casino's game pages and
 * any plugin that requires the casino (Aviator) show their games through this one component.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand, useLoaded, useServices, useWide } from '../../engine/plugin-api';
import type { Launch } from './casino-api';
import { BALANCE_MESSAGE, isBalanceMessage } from './game-messages';
import { CasinoCard, LoadState } from './lobby-kit';
import { casinoOptions } from './state';

/** Only what a game needs: its scripts, its own origin (for its socket) and forms; no popups or top navigation. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';
export const FRAME_ALLOW = 'autoplay; fullscreen';
const BOTTOM_BAR_PX = 56;

const Page = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
  .bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: inherit; }
  .bar h1 { margin: 0; font-size: 18px; }
  .bar .provider { font-size: 13px; opacity: 0.75; }
  iframe { display: block; width: 100%; border: 0; border-radius: 8px; background: #0b0d12; height: calc(100vh - 210px); min-height: 480px; }
  &.phone iframe { border-radius: 0; height: calc(100dvh - ${BOTTOM_BAR_PX}px); min-height: 0; }
  &.phone { padding-bottom: ${BOTTOM_BAR_PX}px; }
`;

const BottomBar = styled.nav`
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 20; height: ${BOTTOM_BAR_PX}px; box-sizing: border-box;
  display: flex; align-items: center; justify-content: space-between; gap: 10px; padding: 8px 12px;
  background: var(--wl-color-header, #1c1c1c); color: var(--wl-color-header-text, #fff);
  button, a {
    min-height: 40px; min-width: 96px; border-radius: 8px; font-weight: 700; font-size: 15px; display: inline-flex; align-items: center; justify-content: center;
    text-decoration: none; cursor: pointer; padding: 0 14px;
  }
  button { background: transparent; color: inherit; border: 1px solid currentColor; }
  a { background: #fff; color: #1c1c1c; border: 0; }
`;

export interface GameFrameProps {
  /** Changes when a different game is asked for: the launch runs again. */
  gameKey: string;
  launch: () => Promise<Launch>;
  /** Where Back goes when there is no page to go back to, and the wide bar's link (the label is its text). */
  home: { to: string; label: string };
  /** Runs once per launch (the casino remembers recently played games); keep it stable (useCallback). */
  onLaunched?: (launch: Launch) => void;
  testId?: string;
}

export function GameFrame({ gameKey, launch, home, onLaunched, testId = 'casino-game' }: GameFrameProps): ReactNode {
  const { api, balance } = useServices();
  const wide = useWide();
  const navigate = useNavigate();
  const brand = useBrand();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, retry] = useLoaded(gameKey, launch, (error) => api.errorText(error));
  const launched = loaded.state === 'ready' ? loaded.value : null;

  useEffect(() => {
    if (launched) onLaunched?.(launched);
  }, [launched, onLaunched]);

  // Listening from the commit that puts the frame in the page, not after it: no message the frame posts
  // can come before the listener.
  useLayoutEffect(() => {
    if (!launched) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isBalanceMessage(event.data)) void balance.refresh();
    };
    window.addEventListener('message', onMessage);
    const every = casinoOptions.balancePollSeconds * 1000;
    const poll = every > 0 ? setInterval(() => void balance.refresh(), every) : undefined;
    return () => {
      window.removeEventListener('message', onMessage);
      if (poll) clearInterval(poll);
    };
  }, [launched, balance]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(home.to));

  return (
    <Page className={wide ? 'wide' : 'phone'} data-testid={testId} data-balance-message={BALANCE_MESSAGE}>
      {!launched && (
        <CasinoCard>
          <LoadState loaded={loaded} retry={retry} loading="Opening the game…" extra={<Link to={home.to}>Back to the games</Link>}>
            {() => null}
          </LoadState>
        </CasinoCard>
      )}
      {launched && wide && (
        <div className="bar">
          <div>
            <h1>{launched.name}</h1>
            <span className="provider">{launched.provider}</span>
          </div>
          <Link to={home.to}>{home.label}</Link>
        </div>
      )}
      {launched && (
        <iframe
          ref={frame}
          title={launched.name}
          src={launched.url}
          sandbox={FRAME_SANDBOX}
          allow={FRAME_ALLOW}
          referrerPolicy="no-referrer"
          data-testid="game-frame"
          data-available={launched.available}
        />
      )}
      {!wide && (
        <BottomBar aria-label="Game" data-testid="game-bottom-bar">
          <button type="button" onClick={back}>
            Back
          </button>
          {brand.flags.deposit && <Link to="/deposit">Deposit</Link>}
        </BottomBar>
      )}
    </Page>
  );
}

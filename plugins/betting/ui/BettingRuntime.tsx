/**
 * Everything the slip needs while a player is logged in or a price is picked: its clocks, the socket
 * answers, open bets (loaded at login, after each bet and on order-update), stake buttons and
 * preferences; and what it draws over the page: the phone bottom sheets (slip and open bets), the
 * confirmation stages and the cash-out confirm.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSession, useWide } from '../../../engine/plugin-api';
import { applyUserBetPreferences, betPreferences } from '../bet-preferences';
import { bettingServices } from '../betting-services';
import { cashOutPrompt } from '../cash-out-prompt';
import { loadOpenBets, watchOpenBets } from '../open-bets-actions';
import { clearOpenBets } from '../open-bets-state';
import { watchPlacementReplies } from '../slip-actions';
import { slipState } from '../slip-state';
import { runSlipTimers } from '../slip-timers';
import { watchStakePresets } from '../stake-presets';
import { BetSheet } from './BetSheet';
import { CashOutConfirm } from './CashOutConfirm';
import { ConfirmOverlay } from './ConfirmOverlay';
import { PhoneOpenBets } from './PhoneOpenBets';

export default function BettingRuntime() {
  const wide = useWide();
  const { isLogin, user } = useSession();
  const slip = useSnapshot(slipState);
  const { confirmBets } = useSnapshot(betPreferences);
  const { marketId } = useSnapshot(cashOutPrompt);

  useEffect(runSlipTimers, []);
  useEffect(watchPlacementReplies, []);
  useEffect(() => {
    const services = bettingServices();
    return services ? watchOpenBets(services.socket) : undefined;
  }, []);
  useEffect(() => {
    const services = bettingServices();
    if (!isLogin || !services) return clearOpenBets();
    void loadOpenBets();
    return watchStakePresets(services.api);
  }, [isLogin]);
  useEffect(() => applyUserBetPreferences(user), [user]);

  const staged = slip.stage === 'confirm' || (slip.stage === 'processing' && (confirmBets || slip.cashOut));
  return (
    <>
      {!wide && isLogin && !slip.selection ? <PhoneOpenBets /> : null}
      {!wide && slip.selection && !staged ? <BetSheet /> : null}
      {slip.selection && staged ? <ConfirmOverlay /> : null}
      {marketId ? <CashOutConfirm /> : null}
    </>
  );
}

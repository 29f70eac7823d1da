/**
 * Cash out: the bet that equalises the player's matched position on a market (domain/exchange/cash-out.ts)
 * at the current best price, placed through the slip so it gets the same delay, answer and reset. As on
 * exchanges, the player's unmatched bets on the market are cancelled first: one matched later would undo
 * the equal result the cash out promised.
 */
import { getMarket } from './markets';
import { cashOutBet, type CashOut } from '../../domain/exchange/cash-out';
import { placeMarketPosition, runnerMarketPosition } from '../../domain/exchange/exposure';
import type { RunnerBet } from '../../domain/exchange/pnl';
import { EMPTY_SLIP, newBetSlipRef, slipState } from './slip-state';
import { betDelaySeconds } from '../../domain/exchange/bet-delay';
import { bettingServices } from './betting-services';
import { dismissCashOut } from './cash-out-prompt';
import { marketBets } from './market-projection';
import type { OpenBet } from './open-bets-adapter';
import { openBetsState } from './open-bets-state';
import { cancelUnmatched } from './open-bets-actions';
import { loadMarketSettings, placeSlip } from './slip-actions';
import { marketOfSelection } from './selection';

export const CASH_OUT_FAILED = 'There is Some Issue While Cashing Out';

export interface CashOutPlan extends CashOut {
  selectionId: string;
}

/**
 * Each runner may be equalised (W if it wins, L the worst of the others); the bet kept is the one that
 * leaves the smallest spread between the runners' P&L. Stakes are whole paise, so the exact equalising
 * stake is rounded: the paisa either side is tried too. In a two-runner market this lands within a paisa
 * or so (half the price in paise at most); with more runners it is the closest one bet can get.
 */
export function planCashOut(runnerIds: readonly string[], bets: readonly OpenBet[], marketId: string, bestPrices: (selectionId: string) => { back: number | null; lay: number | null }, minStake: number, winners = 1): CashOutPlan | null {
  const { matched } = marketBets(bets, marketId);
  if (!matched.length) return null;
  if (winners > 1) return planPlaceCashOut(runnerIds, matched, bestPrices, minStake, winners);
  const runners = [...new Set([...runnerIds, ...matched.map((b) => b.runnerId)])];
  if (runners.length < 2) return null;
  const { byRunner } = runnerMarketPosition(runners, matched);
  const spreadWith = (extra: RunnerBet) => {
    const after = Object.values(runnerMarketPosition(runners, [...matched, extra]).byRunner);
    return Math.max(...after) - Math.min(...after);
  };
  let best: { plan: CashOutPlan; spread: number } | null = null;
  for (const id of runners) {
    const lose = Math.min(...runners.filter((r) => r !== id).map((r) => byRunner[r]!));
    const prices = bestPrices(id);
    const bet = cashOutBet(byRunner[id]!, lose, prices.lay, prices.back, minStake);
    if (!bet) continue;
    for (const stake of [bet.stake, bet.stake - 1, bet.stake + 1]) {
      if (stake < minStake || stake <= 0) continue;
      const spread = spreadWith({ runnerId: id, side: bet.side, price: bet.price, stake });
      if (!best || spread < best.spread) best = { plan: { ...bet, stake, selectionId: id }, spread };
    }
  }
  return best?.plan ?? null;
}

/**
 * A place market: each runner is placed or not on its own, so one bet equalises the bets on one runner
 * (A if it is placed, B if not) and no single bet can equalise bets on several runners: those get no
 * cash out. The paisa either side of the exact stake is tried, as above.
 */
function planPlaceCashOut(runnerIds: readonly string[], matched: readonly RunnerBet[], bestPrices: (selectionId: string) => { back: number | null; lay: number | null }, minStake: number, winners: number): CashOutPlan | null {
  const ids = [...new Set(matched.map((b) => b.runnerId))];
  if (ids.length !== 1) return null;
  const id = ids[0]!;
  const spreadWith = (bets: readonly RunnerBet[]) => {
    const position = placeMarketPosition(runnerIds, winners, bets);
    return Math.abs(position.ifPlaced[id]! - position.ifNotPlaced[id]!);
  };
  const before = placeMarketPosition(runnerIds, winners, matched);
  const prices = bestPrices(id);
  const bet = cashOutBet(before.ifPlaced[id]!, before.ifNotPlaced[id]!, prices.lay, prices.back, minStake);
  if (!bet) return null;
  let best: { plan: CashOutPlan; spread: number } | null = null;
  for (const stake of [bet.stake, bet.stake - 1, bet.stake + 1]) {
    if (stake < minStake || stake <= 0) continue;
    const spread = spreadWith([...matched, { runnerId: id, side: bet.side, price: bet.price, stake }]);
    if (!best || spread < best.spread) best = { plan: { ...bet, stake, selectionId: id }, spread };
  }
  return best?.plan ?? null;
}

/** The player's bets on a market with a part still waiting to be matched. */
export function unmatchedOn(marketId: string, bets: readonly OpenBet[] = openBetsState.bets ?? []): OpenBet[] {
  return bets.filter((b) => b.marketId === marketId && b.remaining > 0);
}

/** Confirmed: cancels the market's unmatched bets, then builds the bet and places it, or says why it cannot. */
export async function confirmCashOut(marketId: string): Promise<void> {
  dismissCashOut();
  const services = bettingServices();
  const market = getMarket(marketId);
  const fail = () => services?.toast.error(CASH_OUT_FAILED);
  if (!market) return void fail();
  for (const bet of unmatchedOn(marketId)) {
    const cancelled = await cancelUnmatched(bet.id);
    if (!cancelled.ok) return void services?.toast.error(`${CASH_OUT_FAILED}: ${cancelled.message}`);
  }
  const firstBet = (openBetsState.bets ?? []).find((b) => b.marketId === marketId && b.matched > 0);
  const settings = firstBet ? await loadMarketSettings(marketId, firstBet.selectionId) : null;
  const level = (selectionId: string, side: 'back' | 'lay') => {
    const price = market.runners.find((r) => r.selectionId === selectionId)?.[side][0]?.price;
    return price ? Math.round(price * 100) : null;
  };
  const plan = planCashOut(
    market.runners.map((r) => r.selectionId),
    openBetsState.bets ?? [],
    marketId,
    (id) => ({ back: level(id, 'back'), lay: level(id, 'lay') }),
    settings?.limits.minBet ?? 100,
    market.numberOfWinners ?? 1,
  );
  const runner = plan && market.runners.find((r) => r.selectionId === plan.selectionId);
  if (!plan || !runner) return void fail();
  Object.assign(slipState, {
    ...EMPTY_SLIP,
    selection: {
      ...marketOfSelection(market),
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      side: plan.side,
      price: plan.price / 100,
    },
    price: plan.price,
    stake: (plan.stake / 100).toFixed(2),
    limits: settings?.limits ?? null,
    delaySeconds: betDelaySeconds(market.marketType, market.eventTypeId, settings?.delays),
    betSlipRef: newBetSlipRef(),
    cashOut: true,
    touchedAt: Date.now(),
  });
  placeSlip();
}

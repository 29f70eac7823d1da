import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardCode, dealRound, dragonTiger, webCrypto } from '../../../domain/games';
import { cardFace } from './card-face';
import { applyEvent, betAccepted, joinedTable, secondsLeft, settlementMessage, winnersText, type TableState } from './table-state';
import { verifyFinishedRound } from './verify-round';

const JOIN = {
  success: true,
  playerId: 'p1',
  balance: 1_000_00,
  table: {
    tableId: 'T003',
    gameId: '7003',
    game: 'dragon-tiger',
    name: 'Dragon Tiger',
    serverTime: 10_500,
    limits: { minStake: 100_00, maxStake: 1_00_000_00 },
    bets: [{ id: 'dragon', label: 'Dragon', profitHundredths: 100, returnToPlayer: 0.97, returnToPlayerText: '97.06 %' }],
    round: { roundId: 'R7', phase: 'betting', commitment: 'ab', closesAt: 25_500, cards: [], myBets: [] },
    history: [{ roundId: 'R6', label: 'Tiger' }],
  },
};

describe('the table page state', () => {
  it('reads the join answer, with the server clock ahead of the page by 500 ms', () => {
    const state = joinedTable(JOIN, 10_000);
    expect(state).toMatchObject({ tableId: 'T003', game: 'dragon-tiger', name: 'Dragon Tiger', minStake: 100_00, maxStake: 1_00_000_00, balance: 1_000_00, clockOffset: 500, history: [{ roundId: 'R6', label: 'Tiger' }] });
    expect(state.round).toEqual({ roundId: 'R7', phase: 'betting', commitment: 'ab', closesAt: 25_500, cards: [], myBets: [], label: null });
    // 25,500 on the server's clock is 25,000 on the page's: 15 s from 10,000, then 0.1 s more is still 15 s.
    expect(secondsLeft(state, 10_000)).toBe(15);
    expect(secondsLeft(state, 24_001)).toBe(1);
    expect(secondsLeft(state, 25_000)).toBe(0);
  });

  it('names the result of a round joined while it is shown, by the game rules', () => {
    const five = { rank: 5, suit: 'clubs' };
    const two = { rank: 2, suit: 'clubs' };
    const round = { roundId: 'R7', phase: 'result', commitment: 'ab', closesAt: 0, cards: ['2C', '5C'], seed: 's', result: { dragon: two, tiger: five, winner: 'tiger' }, myBets: [] };
    const state = joinedTable({ ...JOIN, table: { ...JOIN.table, round } }, 0);
    expect(state.round).toMatchObject({ phase: 'result', label: 'Tiger wins' });
  });

  it('follows a round from betting to settlement, ignoring other tables and rounds no longer current', () => {
    let state: TableState = joinedTable(JOIN, 10_000);
    state = betAccepted(state, { success: true, message: 'Bet accepted', bet: { id: 'b1', roundId: 'R7', betId: 'dragon', amount: 500_00 }, balance: 500_00 });
    expect(state.round!.myBets).toEqual([{ id: 'b1', betId: 'dragon', amount: 500_00 }]);
    expect(state.balance).toBe(500_00);
    expect(applyEvent(state, 'card', { tableId: 'T999', roundId: 'R7', index: 0, card: 'KH' }, 0)).toBe(state);
    expect(applyEvent(state, 'card', { tableId: 'T003', roundId: 'R6', index: 0, card: 'KH' }, 0)).toBe(state);
    state = applyEvent(state, 'betting-closed', { tableId: 'T003', roundId: 'R7', serverTime: 26_000 }, 25_600);
    expect(state.round!.phase).toBe('dealing');
    state = applyEvent(state, 'card', { tableId: 'T003', roundId: 'R7', index: 1, card: '5C' }, 0);
    state = applyEvent(state, 'card', { tableId: 'T003', roundId: 'R7', index: 0, card: 'KH' }, 0);
    expect(state.round!.cards).toEqual(['KH', '5C']);
    state = applyEvent(state, 'result', { tableId: 'T003', roundId: 'R7', label: 'Dragon', cards: ['KH', '5C'], seed: 's', commitment: 'ab', history: [{ roundId: 'R6', label: 'Tiger' }, { roundId: 'R7', label: 'Dragon' }] }, 0);
    expect(state.round).toMatchObject({ phase: 'result', label: 'Dragon' });
    expect(state.finished).toEqual({ roundId: 'R7', label: 'Dragon', seed: 's', commitment: 'ab', cards: ['KH', '5C'], staked: null, paid: null });
    state = applyEvent(state, 'settlement', { tableId: 'T003', roundId: 'R7', staked: 500_00, paid: 1_000_00, balance: 1_500_00 }, 0);
    expect(state).toMatchObject({ balance: 1_500_00, message: 'You won ₹500.00 (paid ₹1,000.00 on ₹500.00 staked).' });
    expect(state.finished).toMatchObject({ staked: 500_00, paid: 1_000_00 });
    state = applyEvent(state, 'round', { tableId: 'T003', roundId: 'R8', commitment: 'cd', closesAt: 50_000, serverTime: 35_000 }, 34_000);
    expect(state.round).toEqual({ roundId: 'R8', phase: 'betting', commitment: 'cd', closesAt: 50_000, cards: [], myBets: [], label: null });
    expect(state.clockOffset).toBe(1000);
    expect(state.finished!.roundId).toBe('R7');
  });

  it('says a round cut off before its cards were dealt was void, and its stakes came back', () => {
    let state: TableState = joinedTable(JOIN, 10_000);
    state = betAccepted(state, { success: true, message: 'Bet accepted', bet: { id: 'b1', roundId: 'R7', betId: 'dragon', amount: 500_00 }, balance: 500_00 });
    state = applyEvent(state, 'round-void', { tableId: 'T003', roundId: 'R7', bets: [{ id: 'b1', betId: 'dragon', amount: 500_00 }, { id: 'b2', betId: 'tie', amount: 250_00 }] }, 0);
    expect(state.message).toBe('Round R7 was void: your ₹750.00 stake was returned.');
    expect(state.round!.myBets).toEqual([]);
  });

  it('names the winning bets by the game rules', () => {
    const king = { rank: 13, suit: 'hearts' };
    const five = { rank: 5, suit: 'clubs' };
    expect(winnersText('dragon-tiger', { dragon: five, tiger: king, winner: 'tiger' })).toBe('Tiger wins');
    expect(winnersText('dragon-tiger', { dragon: king, tiger: king, winner: 'tie' })).toBe('Tie wins');
    expect(winnersText('no-such-game', { winner: 'tiger' })).toBe('');
    expect(winnersText('dragon-tiger', undefined)).toBe('');
  });

  it.each([
    [500_00, 1_000_00, 'You won ₹500.00 (paid ₹1,000.00 on ₹500.00 staked).'],
    [500_00, 500_00, 'Your ₹500.00 stake was returned.'],
    [500_00, 250_00, 'You got back ₹250.00 of ₹500.00 staked.'],
    [500_00, 0, 'You lost ₹500.00.'],
  ])('says what %i staked and %i paid came to', (staked, paid, text) => {
    expect(settlementMessage(staked, paid)).toBe(text);
  });

  it.each([
    ['KH', { rank: 'K', symbol: '♥', red: true, name: 'king of hearts' }],
    ['10S', { rank: '10', symbol: '♠', red: false, name: '10 of spades' }],
    ['AD', { rank: 'A', symbol: '♦', red: true, name: 'ace of diamonds' }],
  ])('draws %s as its face', (code, face) => {
    expect(cardFace(code)).toEqual(face);
  });
});

describe('verifying a finished round in the browser', () => {
  it('matches a round the provider dealt, and catches a changed seed or changed cards', async () => {
    const seed = 'b7e2c9a41f0d3e5a6c8b9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c';
    const commitment = createHash('sha256').update(seed).digest('hex');
    const dealt = (await dealRound(dragonTiger, webCrypto, seed, 'R42')).cards.map(cardCode);
    const round = { roundId: 'R42', label: 'Dragon', seed, commitment, cards: dealt, staked: null, paid: null };
    expect(await verifyFinishedRound('dragon-tiger', round)).toEqual({ commitmentMatches: true, cardsMatch: true, recomputed: dealt });
    const otherSeed = await verifyFinishedRound('dragon-tiger', { ...round, seed: `${seed}0` });
    expect(otherSeed.commitmentMatches).toBe(false);
    const swapped = await verifyFinishedRound('dragon-tiger', { ...round, cards: [dealt[1]!, dealt[0]!] });
    expect(swapped).toMatchObject({ commitmentMatches: true, cardsMatch: false });
    await expect(verifyFinishedRound('no-such-game', round)).rejects.toThrow('This page cannot check rounds of "no-such-game".');
  });
});

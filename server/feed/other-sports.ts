/** Football (minute by minute) and tennis (game by game) models for match odds. */
import type { Random } from './random';

export interface FootballState {
  minute: number;
  goals: [number, number];
  strength: [number, number];
  finished: boolean;
}

function poisson(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
}

/** Home, draw, away chances from the score and the goals still expected. */
export function footballChances(state: FootballState): [number, number, number] {
  const left = Math.max(0, 90 - state.minute) / 90;
  const [lh, la] = [state.strength[0] * left, state.strength[1] * left];
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h <= 10; h += 1) {
    for (let a = 0; a <= 10; a += 1) {
      const p = poisson(lh, h) * poisson(la, a);
      const diff = state.goals[0] + h - (state.goals[1] + a);
      if (diff > 0) home += p;
      else if (diff === 0) draw += p;
      else away += p;
    }
  }
  return [home, draw, away];
}

export function playMinute(state: FootballState, random: Random): void {
  if (state.finished) return;
  state.minute += 1;
  if (random.chance(state.strength[0] / 90)) state.goals[0] += 1;
  if (random.chance(state.strength[1] / 90)) state.goals[1] += 1;
  if (state.minute >= 90) state.finished = true;
}

export interface TennisState {
  sets: [number, number];
  games: [number, number];
  /** Chance the first player wins a game. */
  edge: number;
  finished: boolean;
}

export function tennisChance(state: TennisState): number {
  if (state.finished) return state.sets[0] > state.sets[1] ? 1 : 0;
  const lead = (state.sets[0] - state.sets[1]) * 2.2 + (state.games[0] - state.games[1]) * 0.35 + (state.edge - 0.5) * 6;
  return 1 / (1 + Math.exp(-lead));
}

export function playGame(state: TennisState, random: Random): void {
  if (state.finished) return;
  const side = random.chance(state.edge) ? 0 : 1;
  state.games[side] += 1;
  const [a, b] = state.games;
  if (((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) || a === 7 || b === 7) {
    state.sets[a > b ? 0 : 1] += 1;
    state.games = [0, 0];
    if (state.sets[0] === 2 || state.sets[1] === 2) state.finished = true;
  }
}

/** The exchange plugin's slice: its options, the services its pages use, favourites and the sport tree's choice. */
import { proxy } from 'valtio';
import { type EngineServices, readStored, STORAGE_KEYS, writeStored } from '../../engine/plugin-api';

export interface Sport {
  eventTypeId: string;
  name: string;
}

export interface ExchangeOptions {
  sports: Sport[];
  showInPlay: boolean;
  showUpcoming: boolean;
  upcomingLimit: number;
}

export const DEFAULT_SPORTS: Sport[] = [
  { eventTypeId: '4', name: 'Cricket' },
  { eventTypeId: '1', name: 'Football' },
  { eventTypeId: '2', name: 'Tennis' },
];

export const DEFAULT_OPTIONS: ExchangeOptions = { sports: DEFAULT_SPORTS, showInPlay: true, showUpcoming: true, upcomingLimit: 30 };

export type ExchangeServices = Pick<EngineServices, 'api' | 'socket' | 'time'>;

let services: ExchangeServices | null = null;

export const exchangeState = proxy({
  options: DEFAULT_OPTIONS,
  /** Event ids the player starred; kept in localStorage 'favorites'. */
  favourites: readFavourites(),
  /** The competition opened in the sport tree (spec: cleared by Sports and Previous). */
  competition: null as { id: string; name: string } | null,
});

export function configureExchange(options: Partial<ExchangeOptions>, next: ExchangeServices): void {
  exchangeState.options = { ...DEFAULT_OPTIONS, ...options };
  services = next;
}

export function exchangeServices(): ExchangeServices {
  if (!services) throw new Error('The exchange plugin was used before its setup ran.');
  return services;
}

function readFavourites(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored(STORAGE_KEYS.favorites) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(eventId: string): void {
  const list = exchangeState.favourites;
  exchangeState.favourites = list.includes(eventId) ? list.filter((id) => id !== eventId) : [...list, eventId];
  writeStored(STORAGE_KEYS.favorites, JSON.stringify(exchangeState.favourites));
}

export function chooseCompetition(competition: { id: string; name: string } | null): void {
  exchangeState.competition = competition;
}

export function sportName(eventTypeId: string): string {
  return exchangeState.options.sports.find((s) => s.eventTypeId === eventTypeId)?.name ?? DEFAULT_SPORTS.find((s) => s.eventTypeId === eventTypeId)?.name ?? 'Sport';
}

/**
 * A visitor's lobby choice across a login (spec section 3: the stored navigation keeps the casino type
 * and the selected provider): the category a visitor had chosen and the provider page they were on
 * when they picked a game, and what a lobby does with them once the player is logged in.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearLoginNavigation, loginNavigation } from '../../engine/plugin-api';
import type { GameCategory } from './casino-api';
import { providerPath, type LobbyView } from './lobby-paths';

export interface LobbyChoice {
  /** The category chosen in the lobby, or null for All. */
  casinoType: string | null;
  /** The provider page the visitor was on, or null. */
  selectedProvider: string | null;
}

/**
 * What a lobby does with a restored choice: select its category here, open its provider's page (the
 * choice then applies there), or leave it for the lobby it was made in.
 */
export type LobbyResume = { kind: 'select'; category: GameCategory | null } | { kind: 'open'; path: string } | { kind: 'elsewhere' };

/** The choice a lobby remembers when a visitor picks a game and is asked to log in. */
export function lobbyChoice(view: LobbyView, category: GameCategory | null): LobbyChoice & { navigationName: string } {
  return { navigationName: 'casino', casinoType: category, selectedProvider: view.provider };
}

/** What the lobby of `view`, listing games of `providers`, does with `choice`; null when nothing was remembered. */
export function resumeLobbyChoice(choice: LobbyChoice, view: LobbyView, providers: readonly string[]): LobbyResume | null {
  const { casinoType, selectedProvider } = choice;
  if (casinoType === null && selectedProvider === null) return null;
  const category = view.categories.find((value) => value === casinoType) ?? null;
  if (casinoType !== null && !category) return { kind: 'elsewhere' };
  if (selectedProvider === view.provider) return { kind: 'select', category };
  if (view.type && !view.provider && selectedProvider && providers.includes(selectedProvider)) return { kind: 'open', path: providerPath(view.type, selectedProvider) };
  return { kind: 'elsewhere' };
}

/**
 * The category a lobby starts on: the one restored after a login when the choice was made here (it is
 * then cleared, so it applies once), else All. A choice made on a provider page of this lobby's type
 * opens that page once the lobby knows its providers.
 */
export function useCategoryAfterLogin(view: LobbyView, providers: readonly string[] | null): GameCategory | null {
  const navigate = useNavigate();
  const [resumed] = useState(() => resumeLobbyChoice(loginNavigation, view, []));
  useEffect(() => {
    if (resumed?.kind === 'select') clearLoginNavigation('casinoType', 'selectedProvider');
  }, [resumed]);
  useEffect(() => {
    if (resumed?.kind !== 'elsewhere' || !providers) return;
    const resume = resumeLobbyChoice(loginNavigation, view, providers);
    if (resume?.kind === 'open') navigate(resume.path, { replace: true });
  }, [resumed, view, providers, navigate]);
  return resumed?.kind === 'select' ? resumed.category : null;
}

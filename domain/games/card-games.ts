/** Every card game, for a provider's table list and the rules dialogs; look one up by id. */
import { andarBahar } from './andar-bahar';
import type { CardGame } from './card-game';
import { dragonTiger } from './dragon-tiger';
import { lucky7 } from './lucky-7';
import { teenPatti2020 } from './teen-patti';
import { thirtyTwoCards } from './thirty-two-cards';

export const cardGames: readonly CardGame<unknown>[] = [dragonTiger, andarBahar, lucky7, teenPatti2020, thirtyTwoCards];

export function cardGameById(id: string): CardGame<unknown> | undefined {
  return cardGames.find((game) => game.id === id);
}

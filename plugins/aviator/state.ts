/** The aviator plugin's options, as setup gave them. */
export interface AviatorOptions {
  /** The casino catalogue's game id launched at /aviator. */
  gameId: string;
}

export const aviatorOptions: AviatorOptions = { gameId: '7019' };

export function configureAviator(options: Partial<AviatorOptions>): void {
  aviatorOptions.gameId = options.gameId ?? '7019';
}

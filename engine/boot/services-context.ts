import { createContext, useContext } from 'react';
import type { EngineServices } from '../plugin-host/plugin-context';

export const ServicesContext = createContext<EngineServices | null>(null);

/** The engine's services, for engine components (plugins get them through setup). */
export function useServices(): EngineServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app to provide the engine services.');
  return services;
}

import { createContext, useContext } from 'react';
import type { Assembly } from './assemble';

const EMPTY: Assembly = { plugins: [], routes: [], slots: new Map(), problems: [] };

export const AssemblyContext = createContext<Assembly>(EMPTY);

export function useAssembly(): Assembly {
  return useContext(AssemblyContext);
}

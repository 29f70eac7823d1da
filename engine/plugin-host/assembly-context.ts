import { createContext, useContext } from 'react';
import { ENGINE_LAYOUT_TABLE } from '../router/layout-table';
import type { Assembly } from './assemble';

/** What the engine shows with no plugin: its own pages, rows and links. */
export const EMPTY_ASSEMBLY: Assembly = { plugins: [], routes: [], slots: new Map(), layout: ENGINE_LAYOUT_TABLE, menu: [], accountLinks: [], problems: [] };

export const AssemblyContext = createContext<Assembly>(EMPTY_ASSEMBLY);

export function useAssembly(): Assembly {
  return useContext(AssemblyContext);
}

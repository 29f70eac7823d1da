/** The brand the page is serving, for components (plugins get it in setup too). */
import { useSnapshot } from 'valtio';
import type { BrandManifest } from '../../domain/manifest/types';
import { engineStore } from './engine-store';

export function useBrand(): Readonly<BrandManifest> {
  const { brand } = useSnapshot(engineStore);
  if (!brand) throw new Error('useBrand needs a brand: the app renders only once one is loaded.');
  return brand as Readonly<BrandManifest>;
}

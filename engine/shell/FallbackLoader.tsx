/** Shown while a page's code loads: the brand logo, gently pulsing. */
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { assetUrl } from '../../domain/brand/asset-url';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  img {
    max-width: 180px;
    max-height: 72px;
    animation: ${pulse} 1.2s ease-in-out infinite;
  }
`;

export function FallbackLoader() {
  const { brand } = useSnapshot(engineStore);
  return (
    <Wrap role="progressbar" aria-label="Loading" data-testid="fallback-loader">
      {brand ? <img src={assetUrl(brand.id, brand.assets.logo)} alt={brand.identity.appName} /> : null}
    </Wrap>
  );
}

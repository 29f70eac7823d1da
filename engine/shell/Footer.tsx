/** The footer: payment, age and licensing badges and app links (loaded after paint), plugins' footer sections. */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Slot } from '../plugin-host/Slot';
import { engineStore } from '../state/engine-store';
import { lazyAfterPaint } from '../ui/lazy-after-paint';

// The badges sit below the fold: their code is fetched once the page has painted.
const FooterBadges = lazyAfterPaint(() => import('./FooterBadges'));

const Bar = styled.footer`
  margin-top: 32px;
  padding: 24px 16px 32px;
  background: var(--wl-color-footer, #1d1f24);
  color: var(--wl-color-footer-text, #d7d9de);
  font-size: 14px;
  display: grid;
  gap: 16px;
`;

export function Footer() {
  const { brand } = useSnapshot(engineStore);
  return (
    <Bar>
      <FooterBadges />
      <Slot id="footer.section" variant="footer" />
      <small>
        © {new Date().getFullYear()} {brand?.identity.appName}. Play responsibly. 18+ only.
      </small>
    </Bar>
  );
}

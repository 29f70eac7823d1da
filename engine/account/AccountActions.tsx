/**
 * The header's account end: visitors get Log In and Sign Up (when the brand allows it); players get
 * what they can stake (Available: balance less exposure, labelled so), Deposit and Withdraw (each when
 * the brand allows it) and Account on desktop, and an Available button on phones; Account and the balance button open the signed-in drawer, which holds
 * Sign Out. While logged in the balance is polled.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { balanceFigures } from '../state/balance-figures';
import { engineStore } from '../state/engine-store';
import { openSignedInDrawer } from '../shell/drawer-state';
import { useWide } from '../shell/use-wide';
import { lazyAfterPaint } from '../ui/lazy-after-paint';
import { openAuth } from './account-actions';
import { MoneyFigure, moneyLabel } from './MoneyFigure';

const SessionWatch = lazyAfterPaint(() => import('./SessionWatch'));

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  button, a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
    height: 30px;
    padding: 0 8px;
    font-size: 13px;
    border-radius: 8px;
    font-weight: 700;
    cursor: pointer;
    border: 1px solid var(--wl-color-header-text, #fff);
    background: transparent;
    color: var(--wl-color-header-text, #fff);
    white-space: nowrap;
  }
  .solid { background: var(--wl-color-header-text, #fff); color: var(--wl-color-header, var(--wl-color-theme)); }
  output, .figure { display: inline-flex; flex-direction: column; align-items: flex-end; font-weight: 700; white-space: nowrap; line-height: 1.1; }
  /* Full strength: at 10 px a faded caption falls below 4.5:1 on some brands' headers. */
  .caption { font-size: 10px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; }
  @media (min-width: 1024px) {
    gap: 8px;
    button, a { height: 34px; padding: 0 12px; font-size: 14px; }
  }
`;

export function AccountActions() {
  const { session } = useSnapshot(engineStore);
  return (
    <>
      {session.isLogin ? <SessionWatch /> : null}
      <AccountButtons />
    </>
  );
}

function AccountButtons() {
  const { session, balance, brand } = useSnapshot(engineStore);
  const wide = useWide();
  if (!brand) return null;
  if (!session.isLogin) {
    const signupAllowed = brand.flags.signup || (brand.flags.signupByReferral && Boolean(session.referCode));
    return (
      <Bar>
        <button type="button" onClick={() => openAuth('login')}>
          Log In
        </button>
        {signupAllowed ? (
          <button type="button" className="solid" onClick={() => openAuth('register')}>
            Sign Up
          </button>
        ) : null}
      </Bar>
    );
  }
  const { available } = balanceFigures(balance);
  const shown = moneyLabel(available);
  const caption = (
    <span className="caption" data-testid="header-balance-label">
      Available
    </span>
  );
  if (!wide) {
    return (
      <Bar>
        <button type="button" className="solid" aria-label={`Available ${shown}, open account`} aria-haspopup="dialog" onClick={openSignedInDrawer}>
          <span className="figure">
            {caption}
            <MoneyFigure paise={available} testId="header-balance" />
          </span>
        </button>
      </Bar>
    );
  }
  return (
    <Bar>
      <output aria-label={`Available ${shown}`}>
        {caption}
        <MoneyFigure paise={available} testId="header-balance" />
      </output>
      {brand.flags.deposit ? (
        <Link to="/deposit" className="solid">
          Deposit
        </Link>
      ) : null}
      {brand.flags.withdrawal ? <Link to="/withdraw">Withdraw</Link> : null}
      <button type="button" aria-haspopup="dialog" onClick={openSignedInDrawer}>
        Account
      </button>
    </Bar>
  );
}

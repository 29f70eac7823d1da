/**
 * /responsible-gambling: the policy for everyone; for a logged-in player also the tool that sets a
 * daily loss limit and self-exclusion. Visitors get a prompt to log in, which brings them back here.
 */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { openAuth } from '../../account/account-actions';
import { Primary } from '../../account/auth-form-kit';
import { engineStore } from '../../state/engine-store';
import { PageCard } from '../page-kit';
import { ResponsibleGamblingTool } from '../ResponsibleGamblingTool';
import { PolicyArticle } from './PolicyArticle';

const LoginPrompt = styled.div`
  border: 1px dashed #98a2b3;
  border-radius: 12px;
  padding: 14px;
  margin-bottom: 16px;
  display: grid;
  gap: 10px;
  p { margin: 0; font-size: 14px; }
  button { justify-self: start; padding: 0 18px; }
`;

export default function ResponsibleGamblingPage() {
  const { session } = useSnapshot(engineStore);
  const memberCode = typeof session.user?.memberCode === 'string' ? session.user.memberCode : null;
  return (
    <PageCard title="Responsible Gambling" lead="Betting should be entertainment, never a way to earn money or win back losses." testId="policy-responsible-gambling">
      {session.isLogin && memberCode ? (
        <ResponsibleGamblingTool memberCode={memberCode} />
      ) : (
        <LoginPrompt data-testid="rg-login-prompt">
          <p>Log in to set a daily loss limit or take a break from betting. Your limits apply at once to every bet on your account.</p>
          <Primary type="button" onClick={() => openAuth('login', '/responsible-gambling')}>
            Log In
          </Primary>
        </LoginPrompt>
      )}
      <PolicyArticle>
        <h2>Play within your means</h2>
        <ul>
          <li>Decide before you start how much you can afford to lose this week, and stop when it is gone.</li>
          <li>Never bet with money meant for rent, bills, family needs or savings, and never borrow to bet.</li>
          <li>Do not chase losses: a bigger bet to win back what you lost usually ends in a bigger loss.</li>
          <li>Take regular breaks. Do not bet when you are upset, tired or have been drinking.</li>
        </ul>

        <h2>Signs that betting is becoming a problem</h2>
        <ul>
          <li>You spend more time or money on betting than you meant to, or hide it from family.</li>
          <li>You feel restless or irritable when you try to cut down.</li>
          <li>You bet to escape worries, or to win back money you have lost.</li>
          <li>Betting affects your work, studies, sleep or relationships.</li>
        </ul>

        <h2>Tools on your account</h2>
        <ul>
          <li><strong>Daily loss limit:</strong> the most you can lose in a day, counted from midnight India time. A bet that could take your losses past the limit is refused. Lowering the limit works at once; raising or removing it waits 24 hours.</li>
          <li><strong>Self-exclusion:</strong> a break of 1, 7, 30, 90 or 180 days during which every new bet is refused. It cannot be shortened or cancelled; you may lengthen it.</li>
          <li><strong>Statements:</strong> your account statement and betting profit and loss show exactly what you have spent and won.</li>
        </ul>

        <h2>Under-18s</h2>
        <p>Betting is for adults only. We check age at sign-up and close accounts opened by minors. If children use your device, keep your password private and use the device’s parental controls.</p>

        <h2>Where to get help</h2>
        <p>If betting is causing you harm, talk to someone you trust. Tele-MANAS, the Government of India’s free mental health helpline, answers 24 hours a day on 14416 or 1-800-891-4416. Our support team can also set an exclusion for you.</p>
      </PolicyArticle>
    </PageCard>
  );
}

/** /exclusion-policy: who may not play, and how a player takes a break or closes the account. */
import { Link } from 'react-router-dom';
import { PageCard } from '../page-kit';
import { PolicyArticle } from './PolicyArticle';

export default function ExclusionPolicyPage() {
  return (
    <PageCard title="Exclusion Policy" lead="Who may not use this exchange, and how you can stop yourself from betting for a while." testId="policy-exclusion-policy">
      <PolicyArticle>
        <h2>Who may not play</h2>
        <ul>
          <li>Anyone under 18 years of age.</li>
          <li>Anyone living in, or playing from, an Indian state or another country where online betting or gaming for money is prohibited. It is your duty to know the law where you are.</li>
          <li>Anyone who has asked to be excluded, for the length of the exclusion.</li>
          <li>Staff of the operator and its partners, and anyone with inside knowledge of an event (players, officials, team staff) betting on that event.</li>
        </ul>
        <p>Accounts found to break these rules are closed; bets placed through them may be voided and the balance returned after checks.</p>

        <h2>Self-exclusion</h2>
        <p>If you feel betting is taking too much of your time or money, you can exclude yourself. Logged-in players can do it at once on the <Link to="/responsible-gambling">Responsible Gambling</Link> page, for 1, 7, 30, 90 or 180 days.</p>
        <ul>
          <li>During the exclusion you can still log in, see your balance and statements, and withdraw, but every new bet is refused.</li>
          <li>An exclusion cannot be shortened or cancelled once set, by you or by our support team. You may lengthen it at any time.</li>
          <li>Bets placed before the exclusion stay open and are settled as normal.</li>
          <li>When the period ends, betting opens again by itself. If you want a longer break, set a new period before it ends.</li>
        </ul>

        <h2>Daily loss limit</h2>
        <p>Instead of a full break you can set a daily loss limit. Lowering a limit takes effect at once; raising or removing it takes effect only after 24 hours, so the decision is not made in the heat of a losing day. Days run from midnight India time.</p>

        <h2>Closing your account</h2>
        <p>To close your account for good, write to support from the mobile number registered on the account. We settle open bets, pay out the balance to your verified bank account or UPI ID, and do not reopen the account or accept a new one from the same person for at least six months.</p>

        <h2>Help outside the site</h2>
        <p>Talking helps. You can reach the Tele-MANAS national mental health helpline free on 14416 or 1-800-891-4416, at any hour, in many Indian languages.</p>
      </PolicyArticle>
    </PageCard>
  );
}

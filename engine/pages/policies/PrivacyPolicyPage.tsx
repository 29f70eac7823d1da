/** /privacy-policy: what the exchange collects, why, how long it keeps it and the player's rights. */
import { PageCard } from '../page-kit';
import { PolicyArticle } from './PolicyArticle';

export default function PrivacyPolicyPage() {
  return (
    <PageCard title="Privacy Policy" lead="What we collect about you, why we need it, and what you can ask us to do with it." testId="policy-privacy-policy">
      <PolicyArticle>
        <h2>What we collect</h2>
        <ul>
          <li>Account details: your mobile number (your login), your password stored only as a one-way hash, and any promo or referral code you used.</li>
          <li>Play: your bets, prices, stakes, results, casino rounds, deposits, withdrawals and the balance history built from them.</li>
          <li>Device and connection: IP address, browser type and the times you log in, used to protect your account and to meet our legal duties.</li>
          <li>Settings you choose here, such as stake buttons, one-click betting, time zone, loss limits and exclusions.</li>
        </ul>

        <h2>Why we use it</h2>
        <ul>
          <li>To run your account: log you in, place and settle bets, and pay you.</li>
          <li>To keep play fair and safe: detect fraud, shared or automated accounts and unusual betting, and enforce the limits and exclusions you set.</li>
          <li>To follow the law, including tax, anti-money-laundering and record-keeping rules that apply to us.</li>
          <li>To send one-time passwords and account messages. Offers are sent only if you agree, and you can stop them at any time.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>Only with those who need it to serve you: the SMS and WhatsApp services that deliver your one-time passwords, payment and banking partners for deposits and withdrawals, game providers for casino rounds, and authorities when the law requires it. We do not sell your data.</p>

        <h2>How long we keep it</h2>
        <p>Bet and payment records are kept for as long as the law requires, usually up to eight years after the account closes. Device and login logs are kept for 12 months. Marketing preferences are deleted when you withdraw your consent.</p>

        <h2>Your rights</h2>
        <p>Under the Digital Personal Data Protection Act, 2023 you may ask for a summary of the data we hold about you, ask us to correct or complete it, ask us to erase data we no longer need to keep, and withdraw consent you have given. Write to support from your registered number; we answer within 30 days.</p>

        <h2>Security</h2>
        <p>Data travels encrypted, passwords are never stored in readable form, and staff see only what their work needs. Never share your password or a one-time password with anyone, including someone who says they work for us.</p>

        <h2>On this device</h2>
        <p>The app keeps your login token, settings and favourites in your browser’s local storage so you stay logged in and keep your choices. Signing out removes the login data; clearing the browser’s site data removes everything.</p>
      </PolicyArticle>
    </PageCard>
  );
}

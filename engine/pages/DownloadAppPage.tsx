/**
 * /download-apk, where the footer's 'Android app' and the drawers' 'Download APK' lead: the brand's
 * Android app (assets.androidApp in its manifest) with how to install it, or, for a brand without
 * one, a plain word that there is no app and that the site works in the phone's browser.
 */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { assetUrl } from '../../domain/brand/asset-url';
import { engineStore } from '../state/engine-store';
import { ActionAnchor, ActionLink, PageActions, PageCard } from './page-kit';

export const NO_APP_TITLE = 'Android app not available';

const Steps = styled.ol`
  margin: 16px 0 0;
  padding-left: 22px;
  display: grid;
  gap: 6px;
  font-size: 14px;
  color: #344054;
`;

export default function DownloadAppPage() {
  const { brand } = useSnapshot(engineStore);
  if (!brand) return null;
  const { appName } = brand.identity;
  const app = brand.assets.androidApp;
  if (!app) {
    return (
      <PageCard title={NO_APP_TITLE} lead={`${appName} does not offer an Android app.`} testId="download-app-page">
        <p>Everything works in your phone's browser: log in here to bet, follow your open bets and manage your account.</p>
        <PageActions>
          <ActionLink to="/">Back to home</ActionLink>
        </PageActions>
      </PageCard>
    );
  }
  const href = assetUrl(brand.id, app);
  // A file in the brand's folder downloads from this site; an app hosted elsewhere opens where it lives.
  const ownFile = href.startsWith('/');
  return (
    <PageCard title={`${appName} for Android`} lead="Bet, follow scores and manage your account from the app." testId="download-app-page">
      <PageActions>
        <ActionAnchor href={href} download={ownFile ? '' : undefined} rel={ownFile ? undefined : 'noopener'}>
          Download the Android app
        </ActionAnchor>
      </PageActions>
      <Steps aria-label="How to install">
        <li>Tap Download the Android app and wait for the file to arrive.</li>
        <li>Open the file; if Android asks, allow installs from your browser.</li>
        <li>Open {appName} and log in with your usual details.</li>
      </Steps>
    </PageCard>
  );
}

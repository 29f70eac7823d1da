/** The signed-in drawer's link sections, in the spec's order (Signed-in side drawer). */
export interface PanelLink {
  label: string;
  to: string;
}

export interface PanelSection {
  title: string;
  links: readonly PanelLink[];
}

export const STATEMENT_LINKS: PanelSection = {
  title: 'Statements',
  links: [
    { label: 'Transactions', to: '/transactions' },
    { label: 'Open Bets', to: '/open-bets' },
    { label: 'Betting Profit & Loss', to: '/betting-profit-loss' },
    { label: 'Account Statement', to: '/account-statement' },
    { label: 'Transfer Statement', to: '/transfer-statement' },
  ],
};

export const SETTINGS_LINKS: PanelSection = {
  title: 'Account Settings',
  links: [
    { label: 'Time Settings', to: '/time-setting' },
    { label: 'Settings', to: '/settings' },
  ],
};

export const LEGAL_LINKS: PanelSection = {
  title: 'Legal & Compliance',
  links: [
    { label: 'Rules & Regulations', to: '/rules-regulations' },
    { label: 'Exclusion Policy', to: '/exclusion-policy' },
    { label: 'Responsible Gambling', to: '/responsible-gambling' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
  ],
};

export const DOWNLOAD_APK_PATH = '/download-apk';

/**
 * The signed-in drawer's link sections, in the spec's order (Signed-in side drawer). Statements and
 * Account Settings hold the engine's own links and those the enabled plugins declare (plugin.json
 * accountLinks), by their order; a section with no link is left out.
 */
import type { AccountLink, AccountLinkSection } from '../../domain/manifest/plugin-contract';

export interface PanelLink {
  label: string;
  to: string;
}

export interface PanelSection {
  title: string;
  links: readonly PanelLink[];
}

const SECTION_TITLES: Readonly<Record<AccountLinkSection, string>> = { statements: 'Statements', settings: 'Account Settings' };

/** The engine's own account pages among them. */
export const ENGINE_ACCOUNT_LINKS: readonly AccountLink[] = [{ section: 'settings', label: 'Time Settings', to: '/time-setting', order: 10 }];

export function accountSections(pluginLinks: readonly AccountLink[]): PanelSection[] {
  const links = [...ENGINE_ACCOUNT_LINKS, ...pluginLinks];
  return (Object.keys(SECTION_TITLES) as AccountLinkSection[])
    .map((section) => ({
      title: SECTION_TITLES[section],
      // Array.prototype.sort is stable: equal orders keep the engine first, then the brand's plugin order.
      links: links.filter((link) => link.section === section).sort((a, b) => a.order - b.order).map(({ label, to }) => ({ label, to })),
    }))
    .filter((section) => section.links.length > 0);
}

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

import { contribute, definePlugin, lazyAfterPaint, type SlotProps } from '../../engine/plugin-api';
import { ChatWithUs } from './ChatWithUs';
import { ContactBlock } from './ContactBlock';
import { setConfiguredContacts, type SupportOptions } from './state';
import { SupportPanelHost } from './SupportPanelHost';

// It floats above the page, so arriving after the first paint moves nothing.
const WhatsAppButton = lazyAfterPaint<SlotProps>(() => import('./WhatsAppButton').then((m) => ({ default: m.WhatsAppButton })));

export default definePlugin<SupportOptions>({
  id: 'support',
  contributes: [
    contribute({ slot: 'page.overlay', id: 'whatsapp-button', value: WhatsAppButton }),
    contribute({ slot: 'page.overlay', id: 'support-panel', value: SupportPanelHost }),
    contribute({ slot: 'sidebar.left', id: 'contact-block-sidebar', order: 100, value: ContactBlock }),
    contribute({ slot: 'footer.section', id: 'contact-block-footer', order: 10, value: ContactBlock }),
    contribute({ slot: 'drawer.section', id: 'chat-with-us', order: 10, value: ChatWithUs }),
    contribute({ slot: 'drawer.section', id: 'contact-block-drawer', order: 20, value: ContactBlock }),
    contribute({ slot: 'account.help', id: 'chat-with-us-account', order: 10, value: ChatWithUs }),
  ],
  setup({ api, brand, options, session, idle }) {
    setConfiguredContacts(options);
    // Contacts from the backend are optional: fetch them once the page has painted.
    if (options.fetchFromServer) {
      idle.afterFirstRender(() => void import('./load-contacts').then((m) => m.loadContacts(api, brand.identity.siteUrl, session.isLoggedIn())));
    }
  },
});

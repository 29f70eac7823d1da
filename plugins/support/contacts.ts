/** Support contacts in clean names (the adapter from the backend's wire names is contacts-wire.ts). */
export interface SupportContacts {
  whatsapp: string;
  instagram: string;
  facebook: string;
  twitter: string;
  telegram: string;
  email: string;
  message: string;
  showMessage: boolean;
}

export const NO_CONTACTS: SupportContacts = {
  whatsapp: '',
  instagram: '',
  facebook: '',
  twitter: '',
  telegram: '',
  email: '',
  message: '',
  showMessage: false,
};

/** The fixed greeting a WhatsApp chat opens with. */
export const WHATSAPP_GREETING = 'Hi, I need help with my account.';

export function whatsappChatUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}

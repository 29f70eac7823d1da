/**
 * The contact block's channel icons, fetched after the first paint. Their round buttons keep their
 * 40 px size meanwhile (and their labels), so the block takes its final place at once.
 */
import type { SVGProps } from 'react';
import { lazyAfterPaint } from '../../engine/plugin-api';
import type * as Icons from './icons';

const glyph = (name: keyof typeof Icons) => lazyAfterPaint<SVGProps<SVGSVGElement>>(() => import('./icons').then((icons) => ({ default: icons[name] })));

export const WhatsAppGlyph = glyph('WhatsAppIcon');
export const InstagramGlyph = glyph('InstagramIcon');
export const TelegramGlyph = glyph('TelegramIcon');
export const FacebookGlyph = glyph('FacebookIcon');
export const EmailGlyph = glyph('EmailIcon');

/**
 * The `sidebar.left` contribution: on sport, competition and event pages it claims the sidebar (the
 * brand's menu steps aside) and draws the sport tree, whose code loads only there.
 */
import { useLocation } from 'react-router-dom';
import { useClaimLeftSidebar } from '../../../engine/plugin-api';
import { lazySection } from '../lazy-section';
import { treePage } from './tree-rules';

const SportTree = lazySection(() => import('./SportTree'));

export function SportTreeSection() {
  const page = treePage(useLocation().pathname);
  useClaimLeftSidebar(page !== null);
  return page ? <SportTree page={page} /> : null;
}

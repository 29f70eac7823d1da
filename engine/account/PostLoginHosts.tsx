/**
 * Hosts of the dialogs that follow a login: the fair-play warning and the casino notice, each loaded
 * only when first opened. While logged in, the operator's getSetting says whether the casino notice is on.
 */
import { useContext, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ServicesContext } from '../boot/services-context';
import { engineStore } from '../state/engine-store';
import { lazyWhenOpen } from '../ui/lazy-when-open';
import { casinoNotice, loadCasinoNoticeSetting } from './casino-notice';
import { fairPlay } from './fair-play';

const FairPlayHost = lazyWhenOpen(() => import('./FairPlayDialog'), () => useSnapshot(fairPlay).open);
/** One dialog at a time: after a login the fair-play warning comes first, the casino notice once it is closed. */
const CasinoNoticeHost = lazyWhenOpen(
  () => import('./CasinoNoticeDialog'),
  () => {
    const { open, enabled } = useSnapshot(casinoNotice);
    const warning = useSnapshot(fairPlay).open;
    return open && enabled === true && !warning;
  },
);

export function PostLoginHosts() {
  const services = useContext(ServicesContext);
  const { session, brand } = useSnapshot(engineStore);
  useEffect(() => {
    if (session.isLogin && services && brand) void loadCasinoNoticeSetting(services.api, brand.identity.siteUrl);
  }, [session.isLogin, services, brand]);
  return (
    <>
      <FairPlayHost />
      <CasinoNoticeHost />
    </>
  );
}

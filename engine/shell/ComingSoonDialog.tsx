/** 'Will Be Available Soon', for menu entries a brand marks coming soon (Horse Racing and Greyhound Racing by default). */
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { ComingSoonNotice } from '../ui/ComingSoonNotice';

export default function ComingSoonDialog() {
  const { comingSoon } = useSnapshot(engineStore);
  const close = () => Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  return <ComingSoonNotice title={comingSoon.type} open={comingSoon.isOpen} onClose={close} />;
}

/**
 * The phone menu drawer: the menu search, the brand's drawer entries (racing opens the coming-soon
 * popup, login-only entries ask visitors to log in), Download APK, plugins' drawer sections (a
 * competition tree, the contact block on home) and the footnote. Loaded when first opened.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { assetUrl } from '../../domain/brand/asset-url';
import { useAssembly } from '../plugin-host/assembly-context';
import { Slot, useSlotFilled } from '../plugin-host/Slot';
import { SearchBox } from '../search/SearchBox';
import { engineStore } from '../state/engine-store';
import { DRAWER_FOOTNOTE, DrawerFootnote, DrawerItem, DrawerSection, SideDrawer } from './drawer-kit';
import { closeMobileDrawer } from './drawer-state';
import { visibleEntries } from './menu-visibility';
import { useMenuAction } from './use-menu-action';

export default function MobileDrawer() {
  const { brand, session, eventTypes } = useSnapshot(engineStore);
  const follow = useMenuAction();
  const { menu } = useAssembly();
  const sections = useSlotFilled('drawer.section');
  if (!brand) return null;
  const entries = visibleEntries(menu, 'drawer', session.isLogin, eventTypes);
  return (
    <SideDrawer
      side="left"
      testId="mobile-drawer"
      closeLabel="Close menu"
      onClose={() => closeMobileDrawer()}
      title={
        <Dialog.Title asChild>
          <h2>
            <img src={assetUrl(brand.id, brand.assets.logo)} alt={`${brand.identity.appName} menu`} />
          </h2>
        </Dialog.Title>
      }
    >
      <DrawerSection>
        <SearchBox />
      </DrawerSection>
      <DrawerSection as="nav" aria-label="Sports and games">
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <DrawerItem
                type="button"
                onClick={() => {
                  closeMobileDrawer();
                  follow(entry);
                }}
              >
                {entry.label}
              </DrawerItem>
            </li>
          ))}
          <li>
            <DrawerItem as="a" href="/download-apk">
              Download APK
            </DrawerItem>
          </li>
        </ul>
      </DrawerSection>
      {sections ? (
        <DrawerSection as="div">
          <Slot id="drawer.section" variant="drawer" />
        </DrawerSection>
      ) : null}
      <DrawerFootnote>{DRAWER_FOOTNOTE}</DrawerFootnote>
    </SideDrawer>
  );
}

/**
 * The plugin API: the one engine module a plugin imports (with domain/ and its own files). Everything a
 * feature needs from the engine is here: defining the plugin, the slots it fills and draws, the services
 * its setup receives, the player's session and balance, the frame's hooks and the shared UI kit. Lint
 * refuses any other engine import from plugins/.
 */

// Defining a plugin: plugin.json declares what it adds, definePlugin gives the code.
export { contribute, definePlugin } from './plugin-host/define-plugin';
export type { AnyContribution, Contribution, Plugin, PluginDefinition, PluginRoute, RouteParams, SocketHandlers } from './plugin-host/define-plugin';
export type { EngineServices, PluginContext } from './plugin-host/plugin-context';

// Slots: the engine's catalogue, and <Slot> to draw the ones a plugin defines on its own pages.
export { Slot, useSlotFilled } from './plugin-host/Slot';
export { SLOTS } from './plugin-host/slots';
export type { AnySlotId, PluginSlotId, SearchProvider, SearchResult, SlotComponent, SlotId, SlotProps } from './plugin-host/slots';

// Services: given to setup, and to components through useServices.
export { useServices } from './boot/services-context';
export type { ApiService } from './services/api';
export type { BalanceService } from './services/balance-service';
export type { IdleService } from './services/idle';
export type { SocketListener, SocketService } from './services/socket';
export type { SocketReaders } from './services/socket-client';
export type { TimeService, TimeZoneName } from './services/time';
export type { ToastService } from './services/toast';
export { useTimeZone } from './services/time';
export { formatInstant } from './services/time-format';
export { readStored, STORAGE_KEYS, writeStored } from './services/storage';
// The wire: the API's payloads as schemas/api declares them, for the adapter file of a plugin that reads
// or writes them (`Wire.MarketBets`, `Wire.DepositBody`); the code above an adapter uses clean types.
export type * as Wire from '../schemas/wire';
// The first screen the server drew: its parts while their code loads, and the answers it was drawn from.
export { FirstScreenPart, firstScreenAnswer } from './boot/first-screen';
export { apiAnswerKey, socketAnswerKey } from '../domain/brand/first-screen';

// The player: the session (read it, keep what calls hand back, ask for a login) and the brand.
export { session } from './state/session-service';
export type { SessionService } from './state/session-service';
export { useSession } from './state/use-session';
export type { SessionView } from './state/use-session';
export { useBrand } from './state/use-brand';
// Where a login interrupted the visitor (spec section 3): restored after login for the page it concerns.
export { clearLoginNavigation, loginNavigation } from './account/login-navigation';
export type { LoginNavigation } from './account/login-navigation';

// The frame: screen width, the desktop left sidebar and the phone menu drawer.
export { useWide } from './shell/use-wide';
export { useClaimLeftSidebar } from './shell/left-sidebar-claim';
export { closeMobileDrawer } from './shell/drawer-state';

// The UI kit: dialogs, deferred loading, balance rows, forms and page cards in the brand's theme.
export { ModalClose, ModalContent, ModalOverlay } from './ui/Modal';
export { ComingSoonNotice } from './ui/ComingSoonNotice';
export { lazyAfterPaint } from './ui/lazy-after-paint';
export { lazyWhenOpen } from './ui/lazy-when-open';
export { useLoaded } from './ui/use-loaded';
export type { Loaded } from './ui/use-loaded';
export { BalanceRows } from './account/BalanceRows';
export { FieldError, Form, Primary, Secondary } from './account/auth-form-kit';
export { PageCard } from './pages/page-kit';
export { SettingsPanel, Switch } from './pages/settings-kit';

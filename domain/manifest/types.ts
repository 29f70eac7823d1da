/** The brand manifest after validation, with schema defaults filled in (schemas/brand-manifest.schema.json). */
export type HeaderMode = 'fixed' | 'static' | 'hidden';
export type EventTypeFlag = '1' | '2' | '4' | 'c1' | 'c9' | 'v9' | 'b9';
export type MenuPlacement = 'header' | 'sidebar' | 'drawer';

export interface LayoutRow {
  headerName?: string;
  topPadding: { mobile: number; desktop: number };
  header: { mobile: HeaderMode; desktop: HeaderMode };
  leftSidebar: boolean;
  rightSidebar: boolean;
}

export interface MenuEntry {
  id: string;
  label: string;
  to: string;
  eventType?: EventTypeFlag;
  requiresLogin: boolean;
  comingSoon: boolean;
  placements: readonly MenuPlacement[];
  /** Rank per placement where that placement lists the menu in another order. */
  order?: Readonly<Partial<Record<MenuPlacement, number>>>;
}

export interface BrandFlags {
  signup: boolean;
  signupByReferral: boolean;
  otpLogin: boolean;
  deposit: boolean;
  withdrawal: boolean;
  mobileLogo: boolean;
  contactUs: boolean;
}

export interface BrandTheme {
  themeColor: string;
  colors: Record<string, string>;
  lengths: Record<string, string>;
  fonts: Record<string, string[]>;
}

export interface BrandManifest {
  id: string;
  hosts: string[];
  identity: {
    appName: string;
    title: string;
    metaDescription: string;
    siteUrl: string;
    managerId: string;
    adminName: string;
  };
  assets: {
    logo: string;
    logo2?: string;
    mobileLogo?: string;
    favicon: string;
    manifestUrl?: string;
    /** The Android app (APK) offered on /download-apk; none: the page says it is not available. */
    androidApp?: string;
  };
  theme: BrandTheme;
  flags: BrandFlags;
  api: {
    baseUrl: string;
    socketUrl: string;
    adminSocketUrl: string;
    /** websocket: a websocket from the start; polling-first: long-polling, websocket added after a connect error. */
    socketTransport: 'websocket' | 'polling-first';
    streamHosts: { primary: string; fallback: string };
  };
  layout: { default?: LayoutRow; rows: Record<string, LayoutRow> };
  menu: MenuEntry[];
  plugins: Record<string, Record<string, unknown>>;
}

/** GET app-config result (schemas/app-config.schema.json). */
export type AppConfigModel =
  | { model: 'version'; 'lot-version'?: string; 'lot-android-version'?: string }
  | { model: 'redirect'; redirect: Record<string, string> };

export interface AppConfig {
  appConfig: AppConfigModel[];
  gaConfig: { trackingId: string };
  recaptchaConfig: { recaptchaSiteKey: string };
}

/** brand-index.json, written by `wl build`. */
export interface BrandIndex {
  defaultBrand: string;
  hosts: Record<string, string>;
  /** Brand id → digest (domain/manifest/digest) of the manifest `wl build` checked in full. */
  verified?: Record<string, string>;
  /** Digest of the app config `wl build` checked in full, as the server answers it (domain/brand/served-app-config). */
  verifiedAppConfig?: string;
}

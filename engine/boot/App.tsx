/** The mounted app: theme, assembled plugins and the router. */
import { useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { BrandManifest } from '../../domain/manifest/types';
import type { Assembly } from '../plugin-host/assemble';
import { AssemblyContext } from '../plugin-host/assembly-context';
import { buildRoutes } from '../router/build-routes';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { GlobalStyle } from '../shell/GlobalStyle';
import { Shell } from '../shell/Shell';
import { FIRST_RENDER_MARK } from './marks';
import { ServicesContext } from './services-context';
import type { EngineServices } from '../plugin-host/plugin-context';

export interface AppProps {
  brand: BrandManifest;
  assembly: Assembly;
  /** Tests wrap the app in a MemoryRouter; the browser uses the history API. */
  Router?: (props: { children: ReactNode }) => ReactNode;
  /** Called once the first render is committed: deferred work starts then. */
  onFirstRender?: () => void;
  services?: EngineServices;
}


export function App({ brand, assembly, Router = BrowserRouter, onFirstRender, services }: AppProps) {
  useEffect(() => {
    performance.mark(FIRST_RENDER_MARK);
    onFirstRender?.();
  }, [onFirstRender]);
  const routes = useMemo(() => buildRoutes(<Shell />, assembly.routes), [assembly]);
  return (
    <ThemeProvider theme={{ themeColor: brand.theme.themeColor }}>
      <GlobalStyle />
      <ServicesContext.Provider value={services ?? null}>
        <AssemblyContext.Provider value={assembly}>
          <Router>
            <AppErrorBoundary>
              <Routes>{routes}</Routes>
            </AppErrorBoundary>
          </Router>
        </AssemblyContext.Provider>
      </ServicesContext.Provider>
    </ThemeProvider>
  );
}

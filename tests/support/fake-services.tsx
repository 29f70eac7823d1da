/** Engine services for component tests (a recording api, a socket that answers like the sandbox) and renderers that provide them. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ServicesContext } from '../../engine/boot/services-context';
import type { EngineServices } from '../../engine/plugin-host/plugin-context';
import type { ApiService } from '../../engine/services/api';
import { createBalanceService } from '../../engine/services/balance-service';
import { extractErrorText } from '../../engine/services/error-text';
import { createTimeService, type TimeService, type TimeZoneName } from '../../engine/services/time';
import { session } from '../../engine/state/session-service';
import { fakeSocket } from './fake-socket';

export { fakeSocket };

export function fakeApi(): ApiService & { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn> } {
  return { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), errorText: extractErrorText } as never;
}

/** A time service showing times in the given zone. */
export function timeIn(zone: TimeZoneName): TimeService {
  return createTimeService(zone);
}

/** The engine's services over a fake api and socket; the session and the balance re-read are the real ones. */
export function fakeServices(overrides: Partial<EngineServices> = {}): EngineServices {
  const api = overrides.api ?? fakeApi();
  const socket = overrides.socket ?? fakeSocket().socket;
  return {
    api,
    socket,
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    time: createTimeService(),
    // Deferred work runs at once, as if the app had already painted.
    idle: { afterFirstRender: (task: () => void) => task() },
    session,
    balance: createBalanceService(api, socket),
    ...overrides,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A page at `path` (any path renders it), with the path shown in `where`. */
export function renderPage(page: ReactElement, services: EngineServices, path = '/page') {
  return render(
    <ServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{page}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </ServicesContext.Provider>,
  );
}

export function renderWithServices(services: EngineServices, node: ReactNode, path = '/') {
  return render(
    <ServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </ServicesContext.Provider>,
  );
}

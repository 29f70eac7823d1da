/** Renders an account page with fake engine services and a memory router, for the pages' tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ServicesContext } from '../boot/services-context';
import type { EngineServices } from '../plugin-host/plugin-context';
import type { ApiService } from '../services/api';
import { extractErrorText } from '../services/error-text';
import { createTimeService } from '../services/time';
import { engineStore } from '../state/engine-store';
import { fakeSocket } from '../../tests/support/fake-socket';

export { fakeSocket };

export function fakeApi(): ApiService & { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn> } {
  return { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), errorText: extractErrorText } as never;
}

export function fakeServices(overrides: Partial<EngineServices> = {}): EngineServices {
  return {
    api: fakeApi(),
    socket: fakeSocket().socket,
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    time: createTimeService(),
    store: engineStore,
    // Deferred work runs at once, as if the app had already painted.
    idle: { afterFirstRender: (task: () => void) => task() },
    ...overrides,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

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

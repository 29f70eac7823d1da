/** Renders an account page with fake engine services and a memory router, for the pages' tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ServicesContext } from '../boot/services-context';
import type { EngineServices } from '../plugin-host/plugin-context';
import type { ApiService } from '../services/api';
import { extractErrorText } from '../services/error-text';
import type { SocketListener, SocketService } from '../services/socket';
import { createTimeService } from '../services/time';
import { engineStore } from '../state/engine-store';

export function fakeSocket() {
  const listeners = new Map<string, Set<SocketListener>>();
  const emitted: Array<[string, unknown]> = [];
  const socket: SocketService = {
    connect: async () => {},
    emit: (event, payload) => void emitted.push([event, payload]),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    connected: () => true,
    disconnect: () => {},
  };
  return { socket, emitted, fire: (event: string, payload: unknown) => [...(listeners.get(event) ?? [])].forEach((l) => l(payload)) };
}

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

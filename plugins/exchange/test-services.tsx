/** Engine services for the exchange plugin's component tests: a socket that answers like the sandbox. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ServicesContext } from '../../engine/boot/services-context';
import type { EngineServices } from '../../engine/plugin-host/plugin-context';
import type { ApiService } from '../../engine/services/api';
import type { SocketService } from '../../engine/services/socket';
import { createTimeService } from '../../engine/services/time';
import { engineStore } from '../../engine/state/engine-store';
import { configureExchange } from './state';
import { fakeSocket } from '../../tests/support/fake-socket';

export { fakeSocket };

export function testServices(socket: SocketService, api: Partial<ApiService> = {}): EngineServices {
  const services = {
    api: { get: async () => ({}), post: async () => ({}), put: async () => ({}), delete: async () => ({}), errorText: (e: unknown) => String((e as Error)?.message ?? e), ...api } as ApiService,
    socket,
    toast: { success() {}, error() {}, info() {} } as unknown as EngineServices['toast'],
    time: createTimeService('india'),
    store: engineStore,
    idle: { afterFirstRender: (f: () => void) => f() } as unknown as EngineServices['idle'],
  };
  configureExchange({}, services);
  return services;
}

export function renderWith(services: EngineServices, node: ReactNode, path = '/') {
  return render(
    <ServicesContext.Provider value={services}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </ServicesContext.Provider>,
  );
}

/** Engine services for the exchange plugin's component tests: a socket that answers like the sandbox. */
import type { ApiService, EngineServices, SocketService } from '../../engine/plugin-api';
import { fakeServices, fakeSocket, renderWithServices, timeIn } from '../../tests/support/fake-services';
import { configureExchange } from './state';

export { fakeSocket };
export const renderWith = renderWithServices;

export function testServices(socket: SocketService, api: Partial<ApiService> = {}): EngineServices {
  const services = fakeServices({
    api: { get: async () => ({}), post: async () => ({}), put: async () => ({}), delete: async () => ({}), errorText: (e: unknown) => String((e as Error)?.message ?? e), ...api } as ApiService,
    socket,
    time: timeIn('india'),
  });
  configureExchange({}, services);
  return services;
}


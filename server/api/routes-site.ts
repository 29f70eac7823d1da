/** Site-level calls that need no login: the app config and a site's support contacts. */
import type { FastifyInstance } from 'fastify';
import { appConfigResponse, supportWire, type BrandData } from '../brand-files';

export function siteRoutes(app: FastifyInstance, brands: BrandData): void {
  app.get('/app-config', async (_request, reply) => {
    return appConfigResponse(brands) ?? reply.code(503).send({ success: false, message: 'The app config is invalid; see the server log.' });
  });

  app.post('/getWpNumber', async (request, reply) => {
    const siteurl = (request.body as { siteurl?: unknown } | undefined)?.siteurl;
    if (typeof siteurl !== 'string' || !siteurl) return reply.code(400).send({ success: false, message: 'siteurl is required.' });
    const support = brands.supportBySite.get(siteurl);
    if (!support) return reply.code(404).send({ success: false, message: `No site is registered as ${siteurl}.` });
    return { success: true, response: supportWire(support) };
  });
}

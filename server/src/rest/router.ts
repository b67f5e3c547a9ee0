import type { FastifyInstance } from 'fastify';
import { appearanceRoutes } from '../modules/appearance/appearance.rest';
import { assessmentRoutes } from '../modules/assessment/assessment.rest';
import { auditRoutes } from '../modules/audit/audit.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { filesRoutes } from '../modules/files/files.rest';
import { hardeningRoutes } from '../modules/hardening/hardening.rest';
import { mfaRoutes } from '../modules/mfa/mfa.rest';
import { monitoringReportRoutes } from '../modules/monitoring/reports.rest';
import { monitoringSdkFileRoutes } from '../modules/monitoring/sdk-files.rest';
import { passwordRoutes } from '../modules/password/password.rest';
import { profileRoutes } from '../modules/profile/profile.rest';
import { signupRoutes } from '../modules/signup/signup.rest';
import { systemReportRoutes } from '../modules/system/system-report.rest';
import { assertSafeInput } from '../lib/validation';
import type { RestContextFactory } from './context-factory';
import { sendError } from './envelope';

/** The /api/* adapter: thin routes over the services, answering the `{code, msg, data}` envelope. */
export function registerRest(app: FastifyInstance, context: RestContextFactory): void {
  app.register(
    async (api) => {
      api.setErrorHandler((error, request, reply) => sendError(request, reply, error));
      api.setNotFoundHandler((request, reply) => reply.status(404).send({ code: '404', msg: 'Not found', data: null }));
      // The same check as GraphQL's input guard: no string PostgreSQL cannot store gets past here.
      api.addHook('preHandler', async (request) => {
        assertSafeInput(request.params, 'path');
        assertSafeInput(request.query, 'query');
        if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) assertSafeInput(request.body, '');
      });
      authRoutes(api, context);
      filesRoutes(api, context);
      assessmentRoutes(api, context);
      hardeningRoutes(api, context);
      mfaRoutes(api, context);
      passwordRoutes(api, context);
      profileRoutes(api, context);
      signupRoutes(api, context);
      auditRoutes(api, context);
      monitoringReportRoutes(api, context);
      monitoringSdkFileRoutes(api, context);
      appearanceRoutes(api, context);
      systemReportRoutes(api, context);
    },
    { prefix: '/api' },
  );
}

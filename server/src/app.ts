import fs from 'node:fs';
import os from 'node:os';
import { IntegrationsService } from './modules/integrations/integrations.service';
import { JobWebhooksService } from './modules/job-webhooks/job-webhooks.service';
import { DiskService } from './modules/disk/disk.service';
import { MonitoringRetentionService } from './modules/monitoring/retention.service';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { GraphQLError, type DocumentNode } from 'graphql';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { sql } from 'kysely';
import { WebSocketServer } from 'ws';
import { apiKeyPair, submitTypeOf } from './authz/api-key';
import { assertRestAllowed } from './authz/read-only';
import { ApiKeyAuth, type CachedApiKey } from './modules/auth/api-key-auth';
import { PRODUCTS } from '../../common/permissions';
import type { Actor } from './authz/actor';
import type { AppDeps, Services } from './context';
import { LiveConnection, LiveConnections, SESSION_ENDED_CLOSE_CODE } from './graphql/live-session';
import { createGraphQL, type ContextBuilder } from './graphql/yoga';
import { BackgroundTasks } from './lib/background';
import { AppError, asServiceUnavailable, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from './lib/errors';
import { requestFacts } from './lib/request';
import { JobQueue } from './jobs/job-queue';
import { AssessmentService } from './modules/assessment/assessment.service';
import { HardeningService } from './modules/hardening/hardening.service';
import { KeystoresService } from './modules/hardening/keystores.service';
import { FilesService } from './modules/files/files.service';
import { createFileStore } from './platform/file-store';
import { ReportTemplatesService } from './modules/report-templates/report-templates.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { AccessGate, refusalMessage } from './modules/access-lists/access-gate';
import { AccessListsService } from './modules/access-lists/access-lists.service';
import { clientAddress, requestHost } from './modules/access-lists/ip-match';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { Clock } from './lib/clock';
import { AboutService } from './modules/licence/about.service';
import { LicenceService } from './modules/licence/licence.service';
import { AppearanceService } from './modules/appearance/appearance.service';
import { Auditor } from './platform/auditor';
import { AuditService } from './modules/audit/audit.service';
import { AuthService } from './modules/auth/auth.service';
import { SessionCache } from './modules/auth/session-cache';
import { CaptchaService } from './modules/auth/captcha';
import { LoginGuard } from './modules/auth/login-guard';
import { MailService } from './modules/mail/mail.service';
import { MfaService } from './modules/mfa/mfa.service';
import { NoticesService } from './modules/notices/notices.service';
import { createMonitoring } from './modules/monitoring/monitoring';
import { MonitoringReportsService } from './modules/monitoring/reports.service';
import { MonitoringSdkFilesService } from './modules/monitoring/sdk-files.service';
import { PasswordService } from './modules/password/password.service';
import { ProfileService } from './modules/profile/profile.service';
import { RolesService } from './modules/roles/roles.service';
import { SecurityService } from './modules/security/security.service';
import { SignupService } from './modules/signup/signup.service';
import { SystemReportService } from './modules/system/system-report.service';
import { SystemTestService } from './modules/system/system-test.service';
import { DetectionService } from './modules/detection/detection.service';
import { UserGroupsService } from './modules/user-groups/user-groups.service';
import { UsersService } from './modules/users/users.service';
import { SharedUploadLocker } from './modules/files/upload-locker';
import { bearerToken } from './platform/tokens';
import { Mailer } from './platform/mail';
import type { RestContextFactory } from './rest/context-factory';
import { registerRest } from './rest/router';
import { collectRoutes, type RegisteredRoute } from './rest/openapi/document';
import { openApiRoutes } from './rest/openapi/openapi.rest';
import { loadSecretBox } from './platform/secret-box';
import { registerSecurityHeaders } from './platform/security-headers';
import { Metrics, registerMetrics } from './platform/metrics';

export interface App {
  server: FastifyInstance;
  services: Services;
  /** The Prometheus series of this instance, when `RAMPART_METRICS_TOKEN` is set. */
  metrics: Metrics | null;
  /** Every route as Fastify registered it (the OpenAPI document and its coverage test read them). */
  routes: readonly RegisteredRoute[];
  /** Stops accepting work and closes sockets; the caller closes the database and pub/sub. */
  close(): Promise<void>;
}

/**
 * Builds the whole HTTP surface (GraphQL + graphql-ws at /graphql, REST at /api, the web app
 * at /) without listening, so tests can drive it in-process.
 */
export function buildApp(deps: AppDeps): App {
  const { config, db, logger, pubsub, keys, kv } = deps;
  const audit = new Auditor(db, logger);
  const security = new SecurityService(db, audit, pubsub);
  const roles = new RolesService(db, audit, pubsub);
  const policyFor = (accountId: string) => security.signInPolicy(accountId);
  const background = new BackgroundTasks(logger);
  const mailer = new Mailer(db, logger, background, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const captcha = new CaptchaService(kv);
  const secretBox = loadSecretBox(config.dataDir, config.RAMPART_SECRET_BOX_KEY);
  const mfa = new MfaService(db, audit, keys, policyFor, secretBox, pubsub);
  const jobs = new JobQueue(db, pubsub, logger, config.RAMPART_JOB_QUEUE);
  // Prometheus series, only when a scrape token is configured; sampled sources are read at scrape time.
  const metrics = config.RAMPART_METRICS_TOKEN
    ? new Metrics({ jobDepth: () => jobs.depth(), projectionBacklog: () => monitoring.services.monitoringProjector.backlog(), pool: deps.pool })
    : null;
  // Files every instance reads: a local directory, or an S3-compatible bucket when configured.
  // Instances that share Redis share the lock of each resumable upload too; one instance alone locks in memory.
  const uploadLocker = config.REDIS_URL ? new SharedUploadLocker(kv, pubsub, logger) : undefined;
  const files = new FilesService(db, audit, createFileStore({ dataDir: config.dataDir, s3: config.s3 ?? null }), config.dataDir, uploadLocker);
  const reportTemplates = new ReportTemplatesService(db, audit);
  // The day account subscriptions are judged on, shared by identity loads and services (tests move it).
  const clock = new Clock();
  const subscriptions = new SubscriptionsService(db, audit, pubsub, clock);
  const licence = new LicenceService({ db, audit, pubsub, logger, publicKey: config.RAMPART_LICENCE_PUBLIC_KEY, now: () => clock.now() });
  const integrations = new IntegrationsService({ db, audit, secrets: secretBox, logger, allowPrivateTargets: config.RAMPART_WEBHOOK_PRIVATE_TARGETS });
  // Job webhooks: a finished or failed assessment/hardening job queues its notification as it ends.
  jobs.onEnd(new JobWebhooksService({ integrations, publicUrl: config.publicUrl }).endHook());
  const notices = new NoticesService(db, audit, pubsub);
  const monitoring = createMonitoring(deps, audit, { integrations, notices, subscription: (accountId, udids) => subscriptions.ingestRefusal(accountId, udids), metrics });
  const users = new UsersService(db, audit, keys, pubsub, roles, security, monitoring.services.monitoringApps);
  const accounts = new AccountsService(db, audit, pubsub, subscriptions);
  // Host and IP whitelists: one gate per instance, its lists cached until a change is published.
  // Sessions read once and reused until a change to them is published (or RAMPART_SESSION_CACHE_SECONDS pass).
  const sessions = new SessionCache(pubsub, logger, config.RAMPART_SESSION_CACHE_SECONDS * 1000);
  // API keys verified once are reused the same way, dropped on the same changes.
  const verifiedApiKeys = new SessionCache<CachedApiKey>(pubsub, logger, config.RAMPART_SESSION_CACHE_SECONDS * 1000);
  const apiKeys = new ApiKeyAuth(db, verifiedApiKeys);
  const signInConcurrency = config.RAMPART_SIGNIN_CONCURRENCY ?? os.availableParallelism();
  const accessGate = new AccessGate(db, pubsub, config.RAMPART_TRUST_PROXY, logger);
  const services: Services = {
    ...monitoring.services,
    audit,
    accessLists: new AccessListsService(db, audit, pubsub, accessGate),
    jobs,
    files,
    reportTemplates,
    assessments: new AssessmentService(db, audit, jobs, files, reportTemplates, subscriptions),
    hardening: new HardeningService(db, audit, jobs, files, files.store, monitoring.services.monitoringApps, subscriptions),
    keystores: new KeystoresService(db, audit, secretBox),
    security,
    roles,
    users,
    userGroups: new UserGroupsService(db, audit),
    detection: new DetectionService(db, audit),
    accounts,
    subscriptions,
    auditLog: new AuditService(db),
    auth: new AuthService(db, logger, keys, pubsub, policyFor, new LoginGuard(kv, captcha, config.RAMPART_SIGNIN_ATTEMPTS_PER_HOUR), mfa, clock, licence, {
      sessions,
      signIn: { concurrency: signInConcurrency, queue: config.RAMPART_SIGNIN_QUEUE ?? 8 * signInConcurrency, maxWaitMs: config.RAMPART_SIGNIN_MAX_WAIT_MS },
    }),
    captcha,
    mfa,
    password: new PasswordService({ db, audit, keys, pubsub, kv, mailer, background, policyFor, security, publicUrl: config.publicUrl }),
    profile: new ProfileService(db, audit, files.store, users, pubsub),
    signup: new SignupService({ db, audit, keys, kv, mailer, publicUrl: config.publicUrl, defaultLang: config.RAMPART_DEFAULT_LANG, accounts, users }),
    mail: new MailService(db),
    disk: new DiskService({
      db,
      audit,
      queue: jobs,
      files,
      monitoring: new MonitoringRetentionService(db),
      logger,
      dataDir: config.dataDir,
      store: files.store,
      hardeningPrefix: (accountId, jobId) => services.hardening.jobPrefix(accountId, jobId),
    }),
    integrations,
    notices,
    monitoringSdkFiles: new MonitoringSdkFilesService(db, audit, files),
    systemReport: new SystemReportService(db, audit),
    systemTest: new SystemTestService({
      db,
      audit,
      pubsub,
      mailer,
      jobs,
      logger,
      config: { dataDir: config.dataDir, role: config.RAMPART_ROLE, redis: Boolean(config.REDIS_URL), postgres: Boolean(config.DATABASE_URL) },
    }),
    licence,
    about: new AboutService(config.webDir),
    appearance: new AppearanceService(db, audit, files.store, config.RAMPART_DEFAULT_LANG),
    monitoringReports: new MonitoringReportsService({
      db,
      audit,
      queue: jobs,
      mailer,
      dashboard: monitoring.services.monitoringDashboard,
      logger,
      store: files.store,
      filesRoot: files.root,
      publicUrl: config.publicUrl,
    }),
  };

  const server = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.RAMPART_TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  // Before every route, so each request is timed; without a token /metrics does not exist.
  if (metrics && config.RAMPART_METRICS_TOKEN) registerMetrics(server, metrics, config.RAMPART_METRICS_TOKEN);
  const routes = collectRoutes(server);

  /** The caller behind a request's bearer token or API key pair (`touch: false` for re-checks). */
  const identify = async (headers: Record<string, string | string[] | undefined>, authorization: string | undefined, touch = true) => {
    const caller: { actor: Actor | null; authError: AppError | null; viaApiKey: boolean } = { actor: null, authError: null, viaApiKey: false };
    const token = bearerToken(authorization);
    // Integrators may send their API key pair instead of a bearer token.
    const apiKey = token ? null : apiKeyPair(headers);
    try {
      if (apiKey) {
        caller.actor = await apiKeys.authenticate(apiKey, clock.today(), await licence.grant());
        caller.viaApiKey = true;
      }
      // A re-check (touch: false) is asked because something may have changed: it reads the session afresh.
      if (token) caller.actor = await services.auth.authenticate(token, { touch, fresh: !touch });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      caller.authError = err;
    }
    return caller;
  };

  const buildContext: ContextBuilder = async ({ headers, ip, connectionAuthorization, live }) => {
    const facts = requestFacts(headers);
    const authorization = connectionAuthorization ?? facts.authorization;
    const { actor, authError, viaApiKey } = await identify(headers, authorization);
    return {
      deps,
      services,
      actor,
      authError,
      lang: facts.lang,
      submitType: submitTypeOf(headers, viaApiKey),
      timeZone: facts.timeZone,
      meta: { ip, userAgent: (headers['user-agent'] as string | undefined) ?? null, host: requestHost(headers, config.RAMPART_TRUST_PROXY) },
      // Subscriptions over HTTP (SSE) check the request's credentials again as events arrive.
      live: live ?? new LiveConnection(() => identify(headers, authorization, false)),
    };
  };

  const restContext: RestContextFactory = async (req: FastifyRequest, { auth }) => {
    const ctx = await buildContext({ headers: req.headers, ip: req.ip });
    if (auth && !ctx.actor) throw ctx.authError ?? (await services.auth.authenticate(null));
    // A read-only user changes nothing but its own session, password, MFA and profile.
    if (auth) assertRestAllowed(ctx.actor, req.method, req.routeOptions.url);
    return ctx;
  };

  // GraphQL over HTTP: Yoga reads the body Fastify already parsed.
  const yoga = createGraphQL({ isProduction: config.isProduction, buildContext, corsOrigins: config.RAMPART_CORS_ORIGINS, metrics });
  server.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req });
      response.headers.forEach((value, key) => void reply.header(key, value));
      // Whether CORS headers come depends on the Origin: caches must keep answers apart.
      if (config.RAMPART_CORS_ORIGINS.length) reply.header('vary', 'Origin');
      reply.status(response.status);
      // A single result is sent whole, with its length, in one write; only incremental delivery
      // (server-sent events, multipart) is streamed, which otherwise costs chunked encoding and a
      // write per chunk on every query.
      const type = response.headers.get('content-type') ?? '';
      reply.send(type.startsWith('text/event-stream') || type.startsWith('multipart/') ? response.body : await response.text());
      return reply;
    },
  });

  // GraphQL subscriptions over graphql-ws on the same path.
  const wss = new WebSocketServer({ server: server.server, path: yoga.graphqlEndpoint, maxPayload: 64 * 1024 });
  // One session check per connection, shared by its subscriptions and dropped on principal:changed.
  const liveConnections = new LiveConnections(pubsub, logger);
  const connectionSessions = new WeakMap<object, LiveConnection>();
  const socketGates = new WeakMap<object, () => void>();
  const wsServer = useServer<Record<string, unknown>, { live?: LiveConnection }>(
    {
      // Yoga passes its own execute and subscribe as rootValue (graphql-ws recipe); their args are untyped there.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
      execute: (args: any) => args.rootValue.execute(args),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
      subscribe: (args: any) => args.rootValue.subscribe(args),
      // The whitelists judge a socket when it opens (refused: closed with 4403 and the refusal's
      // code), each subscription it starts, and again whenever a list changes.
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        const input = { headers: ctx.extra.request.headers, socketAddress: ctx.extra.request.socket.remoteAddress, authorization };
        const refusal = await accessGate.refusal(input);
        if (refusal) {
          ctx.extra.socket.close(4403, refusal.code);
          return false;
        }
        socketGates.set(ctx, accessGate.watch(ctx.extra.socket, input));
        return true;
      },
      onClose: (ctx) => {
        const live = connectionSessions.get(ctx);
        if (live) liveConnections.delete(live);
        socketGates.get(ctx)?.();
      },
      onSubscribe: async (ctx, _id, params) => {
        const request = ctx.extra.request;
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        const headers = { ...request.headers } as Record<string, string | string[] | undefined>;
        if (typeof ctx.connectionParams?.lang === 'string') headers['lang'] = ctx.connectionParams.lang;
        const refusal = await accessGate.refusal({ headers, socketAddress: request.socket.remoteAddress, authorization });
        if (refusal) {
          const { message, code } = refusalMessage(refusal, headers['lang']);
          return [new GraphQLError(message, { extensions: { code } })];
        }
        let live = connectionSessions.get(ctx);
        if (!live) {
          // An ended session closes the socket: the client learns it once, and every subscription stops.
          live = new LiveConnection(
            () => identify(headers, authorization, false),
            (error) => ctx.extra.socket.close(SESSION_ENDED_CLOSE_CODE, error.code),
          );
          connectionSessions.set(ctx, live);
          liveConnections.add(live);
        }
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ ...ctx, req: request, params });
        // A bad document answers its own subscription id with an error; thrown, it would close
        // the socket (4500) and end the sender's other subscriptions.
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await buildContext({
            headers,
            ip: clientAddress(headers, request.socket.remoteAddress, config.RAMPART_TRUST_PROXY),
            connectionAuthorization: authorization,
            live,
          }),
          rootValue: { execute, subscribe },
        };
        const caller = args.contextValue.actor;
        if (caller) live.principal ??= { accountId: caller.accountId, userId: caller.user.id };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );

  // Whitelists first: a refused request reaches no route (SDK ingestion and /healthz are exempt, see access-gate.ts).
  accessGate.register(server);
  registerSecurityHeaders(server);
  registerRest(server, restContext);
  server.register(monitoring.sdkRoutes, { prefix: '/api/sdk/v1' });
  server.register(openApiRoutes(routes), { prefix: '/api' });

  server.get('/config/config.json', async () => ({ platform: config.RAMPART_DEFAULT_LANG, product: [...PRODUCTS] }));
  // Load balancers take an instance out while its database is unreachable.
  server.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (err) {
      if (!asServiceUnavailable(err)) throw err;
      return reply.status(503).header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: 'down' });
    }
  });

  // The built web app; client-side routes fall back to index.html.
  const indexHtml = path.join(config.webDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    server.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; they go out as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', webCacheControl(path.relative(config.webDir, file))),
    });
  }
  server.setNotFoundHandler((req, reply) => {
    const accept = req.headers.accept ?? '';
    if (req.method === 'GET' && !req.url.startsWith('/api/') && accept.includes('text/html') && fs.existsSync(indexHtml)) {
      // Always revalidated, so a release's new asset names reach every browser at once.
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).send({ code: '404', msg: 'Not found', data: null });
  });

  return {
    server,
    services,
    metrics,
    routes,
    close: async () => {
      await wsServer.dispose();
      wss.close();
      await liveConnections.close();
      await accessGate.close();
      await uploadLocker?.close();
      await server.close();
      await monitoring.close();
      await licence.close();
      await sessions.close();
      await verifiedApiKeys.close();
      // Mails and reset look-ups still running finish before the database closes.
      await background.flush();
      mailer.close();
    },
  };
}

/** Built assets whose names carry a content hash (`js/index.BiPLDk7g.js`): they never change. */
const HASHED_ASSET = /^(js|css|assets)\/[^/]+\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Caching of the built web app: hashed assets are kept for a year without asking again; the rest
 * (index.html, the favicon) is revalidated on every use.
 */
export function webCacheControl(relativePath: string): string {
  const served = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return HASHED_ASSET.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '../shared/contracts/api-keys';
import { API_DOCS_PATH } from '../shared/contracts/endpoint';
import type { AppConfig, TrustProxy } from './config';
import type { Database } from './db/client';
import type { ReplicaTiming } from './db/replica';
import { createAltchaCaptcha, type Captcha } from './integrations/captcha/altcha';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import type { AccountingService } from './integrations/accounting/accounting-service';
import { createAccountingService } from './integrations/accounting/accounting-services';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { createPaymentProvider } from './integrations/payments/payment-providers';
import { AccessTokens, CallerCache } from './modules/auth';
import { registerCaptchaRoutes } from './modules/captcha';
import { registerClientRoutes } from './modules/clients';
import { registerDashboardRoutes } from './modules/dashboard';
import { registerMeterRoutes } from './modules/meters';
import { registerMonitoringWellRoutes } from './modules/monitoring-wells';
import { registerReportingRoutes } from './modules/reporting';
import { checkPermitsAfterPumpage, registerPermitRoutes } from './modules/permits';
import { registerExemptionRoutes } from './modules/exemptions';
import { registerPumpageUploadRoutes } from './modules/pumpage-upload';
import { registerPumpageRoutes } from './modules/pumpage';
import { registerReferenceDataRoutes } from './modules/reference-data';
import { registerComplianceReportRoutes, registerVolumeReportRoutes } from './modules/reports';
import type { ApiInstance, AppContext } from './modules/context';
import { registerRoleRoutes } from './modules/roles';
import { registerUserAdminRoutes, registerUserRoutes } from './modules/users';
import { registerWaterDataRoutes } from './modules/water-data';
import { registerWellUsageReportRoutes } from './modules/well-usage-report';
import { registerWellRoutes } from './modules/wells';
import { registerAccessGuard } from './plugins/access-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerReadRouting } from './plugins/read-routing';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { todayIn } from './time';
import { registerInvoiceRoutes } from './modules/invoices';
import { registerAuditLogRoutes } from './modules/audit-log';
import { registerDistrictRoutes, replyToDistrict } from './modules/district';
import { registerInvoiceDocumentRoutes } from './modules/invoice-documents';
import { cancelOpenPaymentsAfterChange, registerPaymentRoutes } from './modules/payments';
import { registerAccountingRoutes } from './modules/accounting';
import { adoptConfiguredSettings, registerRateRoutes } from './modules/rates';
import { PublicAnswerCache, publicAnswerBytes, registerPublicDataRoutes } from './modules/public-data';
import { ApiKeyGate, registerApiKeyRoutes } from './modules/api-keys';
import {
  AppMetrics,
  countedMailer,
  registerOperationsRoutes,
  registerRequestLog,
  registerRequestMetrics,
  safeLoggerOptions,
} from './modules/operations';

const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; tests of the API alone point it at nothing. */
  webRoot?: string;
  /** Replaces the captcha, e.g. with one whose solutions tests can compute. */
  captcha?: Captcha;
  /** Replaces the mailer chosen by configuration. */
  mailer?: Mailer;
  /** Replaces the payment provider chosen by configuration (e.g. Stripe against a local fake). */
  paymentProvider?: PaymentProvider;
  /** Replaces the accounting service chosen by configuration (e.g. QuickBooks against a local fake). */
  accountingService?: AccountingService;
  /** Tests check the replica more often, and may note "as of" sooner than after a minute of lag. */
  replicaTiming?: Partial<ReplicaTiming>;
}

/** Feature modules in the order their routes appear in the API documentation. */
const FEATURE_MODULES: ((app: ApiInstance, context: AppContext) => void)[] = [
  registerUserRoutes,
  registerUserAdminRoutes,
  registerRoleRoutes,
  registerCaptchaRoutes,
  registerReferenceDataRoutes,
  registerClientRoutes,
  registerWellRoutes,
  registerDashboardRoutes,
  registerPumpageRoutes,
  registerPumpageUploadRoutes,
  registerMeterRoutes,
  registerReportingRoutes,
  registerPermitRoutes,
  registerMonitoringWellRoutes,
  registerExemptionRoutes,
  registerWaterDataRoutes,
  registerWellUsageReportRoutes,
  registerComplianceReportRoutes,
  registerVolumeReportRoutes,
  registerInvoiceRoutes,
  registerInvoiceDocumentRoutes,
  registerPaymentRoutes,
  registerAccountingRoutes,
  registerRateRoutes,
  registerPublicDataRoutes,
  registerApiKeyRoutes,
  registerDistrictRoutes,
  registerAuditLogRoutes,
  registerOperationsRoutes,
];

/**
 * Node's HTTP server times: a request (its body included) must arrive within `requestTimeoutSeconds`,
 * or it is answered 408 and its connection closed, so a client sending one byte every few seconds
 * cannot hold a connection and an upload open for ever. Node checks pending requests every
 * `connectionsCheckingInterval`; a short timeout (tests) is checked as often as it needs.
 */
function serverTimeouts(requestTimeoutSeconds: number) {
  const requestTimeout = Math.round(requestTimeoutSeconds * 1000);
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.round(requestTimeout / 4))),
    },
  };
}

/**
 * Fastify's form of TRUST_PROXY: a hop count as the function Fastify itself would make of it (its
 * types take no number), so the client's address is what the last trusted proxy saw.
 */
function trustedProxies(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The OpenAPI document's operations, each with its security: the read API's take an agency's key. */
const documentedOperation: typeof jsonSchemaTransform = (document) => {
  const described = jsonSchemaTransform(document);
  const access = document.route.config?.access;
  if (!access || access === 'public' || !('apiKeyScope' in access)) return described;
  return { ...described, schema: { ...described.schema, security: [{ apiKey: [] }] } };
};

/** Builds the whole server: plugins, then modules, then the one error handler. */
export async function buildApp(options: BuildAppOptions): Promise<ApiInstance> {
  const { config, database } = options;
  await adoptConfiguredSettings(database.db, config.invoiceTerms, config.paymentFees);
  const app = Fastify({
    logger: safeLoggerOptions(options.logger),
    // One line per request, written by the request log (modules/operations/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    ...serverTimeouts(config.requestTimeoutSeconds),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app, config);

  const callers = new CallerCache(database);
  const publicAnswers = new PublicAnswerCache(database, publicAnswerBytes);
  const metrics = new AppMetrics(() => database.poolStats(), Boolean(config.metricsToken));
  app.decorate('metrics', metrics);
  const reads = registerReadRouting(app, {
    database,
    replicaUrl: config.databaseReplicaUrl,
    metrics,
    timing: options.replicaTiming,
  });
  const context: AppContext = {
    forgetCaller: (userId) => callers.forget(String(userId)),
    today: () => todayIn(config.districtTimeZone),
    config,
    database,
    reads,
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenMinutes),
    captcha: options.captcha ?? createAltchaCaptcha(database.db, config.jwtSecret, config.captchaMaxNumber),
    mailer: countedMailer(replyToDistrict(options.mailer ?? createMailer(config), database.db), metrics),
    paymentProvider: options.paymentProvider ?? createPaymentProvider(config.payments, database.db),
    accountingService: options.accountingService ?? createAccountingService(config.accounting, database.db),
    metrics,
    afterInvoiceChange: (invoiceId, actorUserId) => cancelOpenPayments(invoiceId, actorUserId),
    afterPumpageChange: (change) => checkPermits(change),
    publicAnswers,
  };
  const cancelOpenPayments = cancelOpenPaymentsAfterChange(app, context);
  const checkPermits = checkPermitsAfterPumpage(app, context);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Groundwater District Portal API',
        description: `The calls of the district portal. Send \`Authorization: Bearer <token>\`; the read API for agencies (/api/public/v1/) takes an agency's key in \`${API_KEY_HEADER}\` instead.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentedOperation,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });

  await callers.start();
  app.addHook('onClose', () => callers.stop());
  await publicAnswers.start();
  app.addHook('onClose', () => publicAnswers.stop());
  const apiKeys = new ApiKeyGate({
    db: database.db,
    today: () => context.today(),
    requestsPerMinute: config.apiKeyRequestsPerMinute,
  });
  registerAccessGuard(app, callers, context.tokens, config.jwtSecret, apiKeys);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerRequestMetrics(app, metrics);
  for (const registerModule of FEATURE_MODULES) registerModule(app, context);
  await registerWebApp(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}

import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import packageJson from "../package.json" with { type: "json" };
import { composeServices, type Services } from "./composition.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import { type AgencyStores, closeAgencyStores, openAgencyStores } from "./db/stores/agency-stores.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { adminDataRoutes } from "./settings/admin-data-routes.ts";
import { customsRoutes } from "./customs/customs-routes.ts";
import { tourismRoutes } from "./tourism/tourism-routes.ts";
import { tracingRoutes } from "./tracing/tracing-routes.ts";
import { backfillSurveyArrivals } from "./tourism/survey-arrival-backfill-job.ts";
import { answerClientError, answerFrameworkError, registerErrorHandlers } from "./http/errors.ts";
import type { DocumentedRoute } from "./http/route.ts";
import { trackRouteMethods } from "./http/route-methods.ts";
import { addSecurityHeaders } from "./http/security-headers.ts";
import { serveWebApp } from "./http/static-app.ts";
import { guestPageFill } from "./logbook/guest-page-fill.ts";
import { addressRoutes } from "./reference-data/address-routes.ts";
import { currentTripQrRoutes } from "./trips/current-trip-qr-routes.ts";
import { devOutboxRoutes } from "./delivery/dev-outbox-routes.ts";
import { establishmentAccountRoutes } from "./establishments/establishment-account-routes.ts";
import { establishmentAdminRoutes } from "./establishments/establishment-admin-routes.ts";
import { establishmentBranchRoutes } from "./establishments/establishment-branch-routes.ts";
import { establishmentLogoRoutes } from "./establishments/establishment-logo-routes.ts";
import { frontLinerRoutes } from "./logbook/front-liner-routes.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { loginRoutes } from "./sign-in/login-routes.ts";
import { medicalRecordRoutes } from "./trips/medical-record-routes.ts";
import { logbookRoutes } from "./logbook/logbook-routes.ts";
import { myLogbookRoutes } from "./logbook/my-logbook-routes.ts";
import { oauthRoutes } from "./sign-in/oauth-routes.ts";
import { openApiRoute } from "./http/openapi-routes.ts";
import { profileRoutes } from "./profile/profile-routes.ts";
import { referenceDataRoutes } from "./reference-data/reference-data-routes.ts";
import { tripFormRoutes } from "./trips/trip-form-routes.ts";
import { tripRoutes } from "./trips/trip-routes.ts";
import { uploadFromUrlRoutes } from "./uploads/upload-from-url-routes.ts";
import { uploadRoutes } from "./uploads/upload-routes.ts";
import { staffRoutes } from "./staff/staff-routes.ts";
import { contactMessageRoutes } from "./contact/contact-message-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { siteInfoRoutes } from "./site/site-info-routes.ts";

const BODY_LIMIT_BYTES = 1_048_576;

/** Every capability's routes, each given the same services (decision 045). */
const CAPABILITY_ROUTES: readonly ((app: FastifyInstance, services: Services) => void)[] = [
  healthRoutes,
  referenceDataRoutes,
  loginRoutes,
  oauthRoutes,
  addressRoutes,
  profileRoutes,
  frontLinerRoutes,
  logbookRoutes,
  myLogbookRoutes,
  uploadRoutes,
  uploadFromUrlRoutes,
  tripRoutes,
  tripFormRoutes,
  medicalRecordRoutes,
  currentTripQrRoutes,
  establishmentAccountRoutes,
  establishmentAdminRoutes,
  establishmentBranchRoutes,
  establishmentLogoRoutes,
  staffRoutes,
  auditRoutes,
  adminDataRoutes,
  customsRoutes,
  tourismRoutes,
  tracingRoutes,
  notificationRoutes,
  siteInfoRoutes,
  contactMessageRoutes,
];

/** Request logs carry method, path and status only: no query strings, headers or bodies (personal data). */
function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split("?")[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export interface AppOptions {
  logger?: boolean;
  /** The time every expiry and throttle window is measured by; tests move it forward. */
  clock?: () => Date;
  /** The agencies' stores, owned by the caller; when absent the app opens them from `config` and closes them on close. */
  stores?: AgencyStores;
}

/** The server and what it was built from: the process that serves it runs the jobs on the same services. */
export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(config: Config, db: Db, options: AppOptions = {}): Promise<BuiltApp> {
  const clock = options.clock ?? (() => new Date());
  const stores = options.stores ?? (await openAgencyStores(config));
  await backfillSurveyArrivals(db, stores.tourism);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Client addresses feed the throttles; only proxies we run may set X-Forwarded-For.
    trustProxy: config.trustedProxies,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const routes: DocumentedRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (route.config?.documented) routes.push(route.config.documented);
  });

  const methodsAt = trackRouteMethods(app);
  addSecurityHeaders(app, config.production);
  registerErrorHandlers(app);
  if (!options.stores) app.addHook("onClose", () => closeAgencyStores(stores));

  const services = composeServices(config, db, stores, app.log, clock);
  // onClose hooks run last-added first: the notices and the after-answer work end before the stores close.
  app.addHook("onClose", () => services.afterAnswer.idle());
  app.addHook("onClose", () => services.notifier.idle());
  for (const register of CAPABILITY_ROUTES) register(app, services);
  if (!config.production) devOutboxRoutes(app, services);
  openApiRoute(app, routes, packageJson.version);
  await serveWebApp(app, config.staticDir, methodsAt, guestPageFill(db));
  return { app, services };
}

import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import { type AgencyStores, closeAgencyStores, openAgencyStores } from "./db/stores/agency-stores.ts";
import { createMessageSender } from "./delivery/create-message-sender.ts";
import { auditCheckpointing } from "./audit/audit-checkpoints.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { adminDataRoutes } from "./settings/admin-data-routes.ts";
import { customsRoutes } from "./customs/customs-routes.ts";
import { tourismRoutes } from "./tourism/tourism-routes.ts";
import { tracingRoutes } from "./tracing/tracing-routes.ts";
import { backfillSurveyArrivals } from "./tourism/survey-arrival-backfill.ts";
import { answerClientError, answerFrameworkError, registerErrorHandlers } from "./http/errors.ts";
import type { DocumentedRoute } from "./http/route.ts";
import { trackRouteMethods } from "./http/route-methods.ts";
import { addSecurityHeaders } from "./http/security-headers.ts";
import { serveWebApp } from "./http/static-app.ts";
import { guestPageHead } from "./logbook/guest-page-head.ts";
import { addressRoutes } from "./reference-data/address-routes.ts";
import { currentTripQrRoutes } from "./trips/current-trip-qr-routes.ts";
import { devOutboxRoutes } from "./delivery/dev-outbox-routes.ts";
import { createAfterAnswer } from "./delivery/after-answer.ts";
import { establishmentAccountRoutes } from "./establishments/establishment-account-routes.ts";
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
import { checkInWriter } from "./logbook/check-in-writer.ts";
import { resolveOtpSecret } from "./sign-in/otp-secret.ts";
import { staffRoutes } from "./staff/staff-routes.ts";
import { createUploadStorage } from "./uploads/create-storage.ts";
import { uploadLimits } from "./uploads/upload-limits.ts";
import { contactMessageRoutes } from "./contact/contact-message-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { siteInfoRoutes } from "./site/site-info-routes.ts";

const BODY_LIMIT_BYTES = 1_048_576;

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

export async function buildApp(config: Config, db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
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

  healthRoutes(app, db);
  referenceDataRoutes(app, db);
  const sender = createMessageSender(config, db, app.log, clock);
  loginRoutes(app, db, { sender, otpSecret: resolveOtpSecret(config), clock });
  const afterAnswer = createAfterAnswer(app.log);
  app.decorate("afterAnswer", afterAnswer);
  app.addHook("onClose", () => afterAnswer.idle());
  if (!config.production) devOutboxRoutes(app, db, afterAnswer);
  oauthRoutes(app, db, config);
  addressRoutes(app, db);
  const uploads = createUploadStorage(config);
  profileRoutes(app, db, { storage: uploads, health: stores.health, clock });
  frontLinerRoutes(app, db, { clock });
  const checkIns = checkInWriter(db);
  logbookRoutes(app, db, { clock, checkIns });
  myLogbookRoutes(app, db, { clock, checkIns });
  const imageLimits = uploadLimits(config.uploadDecoding);
  uploadRoutes(app, db, { storage: uploads, limits: imageLimits, clock });
  uploadFromUrlRoutes(app, db, { storage: uploads, limits: imageLimits, clock, trustedOrigins: config.uploadUrlTrustedOrigins });
  tripRoutes(app, db, { stores, clock });
  tripFormRoutes(app, db, { stores, clock });
  medicalRecordRoutes(app, db, { health: stores.health, clock });
  currentTripQrRoutes(app, { db, sender, publicUrl: config.publicUrl, throttleSecret: resolveOtpSecret(config), clock });
  establishmentAccountRoutes(app, db, { throttleSecret: resolveOtpSecret(config), clock });
  const logos = createUploadStorage(config, "logos");
  establishmentBranchRoutes(app, db, { logos, clock });
  establishmentLogoRoutes(app, db, { storage: logos, limits: imageLimits, clock });
  staffRoutes(app, db, { sender, afterAnswer, secret: resolveOtpSecret(config), publicUrl: config.publicUrl, production: config.production, clock });
  auditRoutes(app, db, { clock, checkpointing: auditCheckpointing(config, sender), auditKey: resolveOtpSecret(config) });
  adminDataRoutes(app, db, { clock });
  customsRoutes(app, db, { stores, storage: uploads, clock });
  tourismRoutes(app, db, { tourism: stores.tourism, clock });
  tracingRoutes(app, { db, health: stores.health, sender, auditKey: resolveOtpSecret(config), clock });
  notificationRoutes(app, db, { stores, sender, config, clock });
  siteInfoRoutes(app, config.site);
  contactMessageRoutes(app, db, { sender, supportEmail: config.site.support_email, throttleSecret: resolveOtpSecret(config), clock });
  openApiRoute(app, routes, packageJson.version);
  await serveWebApp(app, config.staticDir, methodsAt, guestPageHead(db));
  return app;
}

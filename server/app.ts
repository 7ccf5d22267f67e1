import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config.ts";
import type { Db } from "./db/connection.ts";
import { type AgencyStores, closeAgencyStores, openAgencyStores } from "./db/stores/agency-stores.ts";
import { createMessageSender } from "./delivery/create-message-sender.ts";
import { registerErrorHandlers } from "./http/errors.ts";
import type { DocumentedRoute } from "./http/route.ts";
import { addSecurityHeaders } from "./http/security-headers.ts";
import { serveWebApp } from "./http/static-app.ts";
import { addressRoutes } from "./routes/addresses.ts";
import { currentTripQrRoutes } from "./routes/current-trip-qr.ts";
import { devOutboxRoutes } from "./routes/dev-outbox.ts";
import { establishmentAccountRoutes } from "./routes/establishment-accounts.ts";
import { establishmentBranchRoutes } from "./routes/establishment-branches.ts";
import { establishmentLogoRoutes } from "./routes/establishment-logos.ts";
import { frontLinerRoutes } from "./routes/front-liner.ts";
import { healthRoutes } from "./routes/health.ts";
import { loginRoutes } from "./routes/login.ts";
import { medicalRecordRoutes } from "./routes/medical-records.ts";
import { logbookRoutes } from "./routes/logbook.ts";
import { myLogbookRoutes } from "./routes/my-logbook.ts";
import { oauthRoutes } from "./routes/oauth.ts";
import { openApiRoute } from "./routes/openapi.ts";
import { profileRoutes } from "./routes/profile.ts";
import { referenceDataRoutes } from "./routes/reference-data.ts";
import { tripFormRoutes } from "./routes/trip-forms.ts";
import { tripRoutes } from "./routes/trips.ts";
import { uploadFromUrlRoutes } from "./routes/upload-from-url.ts";
import { uploadRoutes } from "./routes/uploads.ts";
import { checkInWriter } from "./services/check-in-writer.ts";
import { resolveOtpSecret } from "./services/otp-secret.ts";
import { createUploadStorage } from "./services/uploads/create-storage.ts";

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
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Client addresses feed the throttles; only proxies we run may set X-Forwarded-For.
    trustProxy: config.trustedProxies,
    return503OnClosing: true,
    frameworkErrors: (error, _request, reply: FastifyReply) => reply.status(400).send({ message: error.message }),
  });
  const routes: DocumentedRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (route.config?.documented) routes.push(route.config.documented);
  });

  addSecurityHeaders(app, config.production);
  registerErrorHandlers(app);
  if (!options.stores) app.addHook("onClose", () => closeAgencyStores(stores));

  healthRoutes(app, db);
  referenceDataRoutes(app, db);
  const sender = createMessageSender(config, db, app.log, clock);
  loginRoutes(app, db, { sender, otpSecret: resolveOtpSecret(config), clock });
  if (!config.production) devOutboxRoutes(app, db);
  oauthRoutes(app, db, config);
  addressRoutes(app, db);
  const uploads = createUploadStorage(config);
  profileRoutes(app, db, { storage: uploads, health: stores.health, clock });
  frontLinerRoutes(app, db, { clock });
  const checkIns = checkInWriter(db);
  logbookRoutes(app, db, { clock, checkIns });
  myLogbookRoutes(app, db, { clock, checkIns });
  uploadRoutes(app, db, { storage: uploads, clock });
  uploadFromUrlRoutes(app, db, { storage: uploads, clock, trustedOrigins: config.uploadUrlTrustedOrigins });
  tripRoutes(app, db, { stores, clock });
  tripFormRoutes(app, db, { stores, clock });
  medicalRecordRoutes(app, db, { health: stores.health, clock });
  currentTripQrRoutes(app, { db, sender, publicUrl: config.publicUrl, throttleSecret: resolveOtpSecret(config), clock });
  establishmentAccountRoutes(app, db, { throttleSecret: resolveOtpSecret(config), clock });
  const logos = createUploadStorage(config, "logos");
  establishmentBranchRoutes(app, db, { logos, clock });
  establishmentLogoRoutes(app, db, { storage: logos, clock });
  openApiRoute(app, routes, packageJson.version);
  await serveWebApp(app, config.staticDir);
  return app;
}

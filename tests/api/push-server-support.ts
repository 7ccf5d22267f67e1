import { afterAll, beforeAll } from "vitest";
import type { DatabaseKind } from "../../server/db/connection.ts";
import { type ApiServer, type ApiServerOptions, startApiServer } from "../support/api-server.ts";
import { startPushService, type TestPushService } from "../support/push-service.ts";

/** The API server a describe block's tests call, and the push service it trusts to deliver its web pushes. */
export interface PushingServer {
  server: ApiServer;
  pushService: TestPushService;
}

/**
 * Starts the push service and the API server on `kind` (on `clock`'s time, when given) before the
 * describe block's tests, hands both to `ready`, and closes both after the tests.
 */
export function serveApiWithPush(kind: DatabaseKind, ready: (started: PushingServer) => void, { clock }: Pick<ApiServerOptions, "clock"> = {}): void {
  let started: PushingServer | undefined;
  beforeAll(async () => {
    const pushService = await startPushService();
    started = { pushService, server: await startApiServer(kind, { clock, config: { pushTrustedOrigins: [pushService.origin] } }) };
    ready(started);
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.pushService.close();
  });
}

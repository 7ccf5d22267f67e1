import http from "node:http";

export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
  body: string;
}

export interface LoadResult {
  durationMs: number;
  /** Answers by HTTP status; a request that got no answer counts under 0. */
  statuses: Map<number, number>;
  /** 2xx answers a second: only those count as done. */
  succeededPerSecond: number;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationMs: number;
  /** Called once per request, so payloads can differ. */
  nextRequest: () => LoadRequest;
}

function post(agent: http.Agent, url: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(request.body), ...request.headers },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", () => resolve(0));
      },
    );
    outgoing.once("error", () => resolve(0));
    outgoing.end(request.body);
  });
}

/**
 * POSTs for a fixed time over `connections` keep-alive connections, each sending its next request
 * as soon as the previous answer has arrived (closed loop, like autocannon). Only node:http is used.
 */
export async function driveLoad({ baseUrl, connections, durationMs, nextRequest }: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + durationMs;
  const connection = async () => {
    while (performance.now() < deadline) {
      const next = nextRequest();
      const status = await post(agent, new URL(next.path, baseUrl), next);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = performance.now() - started;
  agent.destroy();
  let succeeded = 0;
  for (const [status, count] of statuses) if (status >= 200 && status < 300) succeeded += count;
  return { durationMs: elapsed, statuses, succeededPerSecond: (succeeded * 1000) / elapsed };
}

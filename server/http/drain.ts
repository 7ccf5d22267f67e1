import type { FastifyInstance } from "fastify";
import { errorAnswer } from "./errors.ts";

/**
 * How a process leaves on deploy (decision 023). Closing the listening socket at once resets every
 * connection the kernel has accepted and we have not, and closing idle connections resets those whose
 * request has not been read yet: both reach clients as resets, not answers. So the process first
 * answers newcomers 503 with Retry-After and Connection: close (the load balancer's health check
 * sees the same and takes it out), and only stops listening once no request has arrived for
 * `quietMs`, or after `longestMs` of a balancer that keeps sending. Requests under way meanwhile are
 * answered as usual; closing the app then waits for them, and its onClose hooks stop the jobs and
 * close the databases.
 */
export interface DrainSettings {
  quietMs: number;
  longestMs: number;
}

export const DRAIN_SETTINGS: DrainSettings = { quietMs: 500, longestMs: 5_000 };

export interface Drain {
  /** Answers newcomers 503 from now on, then closes the app; resolves once it is closed. */
  drain: () => Promise<void>;
}

/** Adds the gate that turns newcomers away while draining; call before the app is ready. */
export function drainGate(app: FastifyInstance, { quietMs, longestMs }: DrainSettings = DRAIN_SETTINGS): Drain {
  let draining = false;
  let lastArrival = performance.now();
  app.addHook("onRequest", (_request, reply, done) => {
    lastArrival = performance.now();
    if (!draining) {
      done();
      return;
    }
    void reply.code(503).header("retry-after", "1").header("connection", "close").send(errorAnswer("SERVER_RESTARTING"));
  });

  async function quietOrLongest(): Promise<void> {
    const startedAt = performance.now();
    for (;;) {
      const now = performance.now();
      const quietFor = now - lastArrival;
      if (quietFor >= quietMs || now - startedAt >= longestMs) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs - quietFor, longestMs - (now - startedAt))));
    }
  }

  return {
    drain: async () => {
      draining = true;
      await quietOrLongest();
      await app.close();
    },
  };
}

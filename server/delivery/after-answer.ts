import type { FastifyReply } from "fastify";

/** The one thing the queue needs of the server's logger. */
export interface AfterAnswerLog {
  error(fields: object, message: string): void;
}

/**
 * Work a request starts but does not wait for. It runs once the answer has gone, so neither the
 * answer nor its time tells the caller what the work found: a staff sign-in code request answers in
 * the same time whether or not the address has an account.
 */
export interface AfterAnswer {
  /** Runs `task` when `reply` has been sent (or the client went away). A failure is logged by its kind only: it may quote a recipient. */
  run(reply: FastifyReply, task: () => Promise<void>): void;
  /** Resolves once every task queued so far has ended: before the database closes, and before the development outbox is read. */
  idle(): Promise<void>;
}

export function createAfterAnswer(log: AfterAnswerLog): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(reply, task) {
      const done = new Promise<void>((resolve) => {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          // After the I/O phase that carries the answer out, so the work does not hold it up.
          setImmediate(() => void runTask());
        };
        const runTask = () =>
          task()
            .catch((error: unknown) => log.error({ failure: error instanceof Error ? error.name : "unknown" }, "work queued after an answer failed"))
            .finally(resolve);
        reply.raw.once("finish", start);
        reply.raw.once("close", start);
      });
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

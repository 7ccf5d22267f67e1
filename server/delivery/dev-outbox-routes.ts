import type { FastifyInstance } from "fastify";
import { OutboxAnswer, OutboxQuery } from "#domain/accounts.ts";
import type { Services } from "../composition.ts";
import { defineRoute } from "../http/route.ts";

const OUTBOX_PAGE = 50;

/** Development and QA only: the app factory does not register it in production. */
export function devOutboxRoutes(app: FastifyInstance, { db, afterAnswer }: Services): void {
  defineRoute(app, {
    method: "GET",
    url: "/dev/outbox",
    summary: "Messages kept in the development outbox, newest first, once the messages being sent have been written (not in production)",
    tags: ["development"],
    querystring: OutboxQuery,
    response: OutboxAnswer,
    handler: async ({ query }) => {
      // Codes are mailed after their request is answered; a reader right after it should find them.
      await afterAnswer.idle();
      let select = db
        .selectFrom("outbox_messages")
        .select(["id", "channel", "recipient", "subject", "body", "created_at"])
        .orderBy("created_at", "desc")
        .limit(OUTBOX_PAGE);
      if (query.recipient) select = select.where("recipient", "=", query.recipient);
      return { data: await select.execute() };
    },
  });
}

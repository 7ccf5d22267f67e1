import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * An SMS provider and an SMTP server for fault tests: each takes a message in full — from then on
 * it counts as sent, as a real provider would send it — and can hold its answer, so the app never
 * hears back and a test can kill it in exactly that moment.
 */
export interface HoldingReceiver<Message> {
  url: string;
  /** Every message taken in full, in order, answered or held. */
  received: Message[];
  /** From now on, answers nothing to the messages after the first `answered` ones (counting all received so far). */
  holdAfter: (answered: number) => void;
  /** Answers every message at once again, from now on. */
  answerAll: () => void;
  /** Resolves once `count` messages have been received. */
  receivedCount: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

export interface HeldSms {
  to: string;
  text: string;
  /** The Idempotency-Key header, if the app sent one. */
  key: string | undefined;
}

export interface HeldMail {
  to: string[];
  subject: string;
  messageId: string | undefined;
}

function receiverState<Message>() {
  const received: Message[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let answerUpTo = Number.POSITIVE_INFINITY;
  return {
    received,
    /** Records a message; answers whether it is to be answered. */
    take(message: Message): boolean {
      received.push(message);
      for (const waiter of waiters.filter((entry) => received.length >= entry.count)) waiter.resolve();
      return received.length <= answerUpTo;
    },
    holdAfter: (answered: number) => {
      answerUpTo = answered;
    },
    answerAll: () => {
      answerUpTo = Number.POSITIVE_INFINITY;
    },
    receivedCount: (count: number) => (received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The SMS provider of SMS_API_URL; a held request is answered never. */
export async function startHoldingSmsProvider(): Promise<HoldingReceiver<HeldSms>> {
  const state = receiverState<HeldSms>();
  const held = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { to: string; text: string };
    const key = request.headers["idempotency-key"];
    if (state.take({ to: body.to, text: body.text, key: typeof key === "string" ? key : undefined })) response.writeHead(202).end();
    else held.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received: state.received,
    holdAfter: state.holdAfter,
    answerAll: state.answerAll,
    receivedCount: state.receivedCount,
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The SMTP server of SMTP_URL; a held message has had its data taken and never hears "250 OK". */
export async function startHoldingSmtpServer(): Promise<HoldingReceiver<HeldMail>> {
  const state = receiverState<HeldMail>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const answer = state.take({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? "",
            messageId: mail.messageId,
          });
          if (answer) callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    holdAfter: state.holdAfter,
    answerAll: state.answerAll,
    receivedCount: state.receivedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

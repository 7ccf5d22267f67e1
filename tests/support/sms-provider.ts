import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo } from "node:net";

export interface ReceivedSms {
  authorization: string | undefined;
  /** The Idempotency-Key header, when the message had an id. */
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface TestSmsProvider {
  url: string;
  received: ReceivedSms[];
  /** The status the provider answers from now on (202 until changed); "hang up" takes the message and closes the connection unanswered. */
  answerWith: (status: number | "hang up") => void;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A real HTTP server on a loopback port standing in for the SMS provider; it records what it is sent. */
export async function startSmsProvider(): Promise<TestSmsProvider> {
  const received: ReceivedSms[] = [];
  let status: number | "hang up" = 202;
  const server = createServer(async (request, response) => {
    try {
      const body = JSON.parse(await readBody(request)) as unknown;
      const key = request.headers["idempotency-key"];
      received.push({
        authorization: request.headers.authorization,
        idempotencyKey: typeof key === "string" ? key : undefined,
        contentType: request.headers["content-type"],
        body,
      });
      if (status === "hang up") response.destroy();
      else response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ accepted: status < 300 }));
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

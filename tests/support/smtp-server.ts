import { type AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: { name: string; address: string | undefined } | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  /** Only on a message that names one. */
  replyTo?: string;
  /** Only on a message that has any. */
  attachments?: { filename: string | undefined; contentType: string; cid: string | undefined; content: Buffer }[];
}

export interface TestSmtpServer {
  /** SMTP_URL for the app, with the only credentials this server accepts. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

const USER = "mailer";
const PASSWORD = "test-password";

/** A real SMTP server on a loopback port that requires login and keeps every message it accepts, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: without a certificate the client must not be offered STARTTLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      // keepCidLinks: the HTML as sent, so a test sees which inline image it refers to.
      simpleParser(stream, { keepCidLinks: true }).then(
        (mail) => {
          received.push({
            from: mail.from?.value.map(({ name, address }) => ({ name, address }))[0],
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? "",
            text: (mail.text ?? "").trim(),
            html: mail.html === false ? undefined : mail.html,
            ...(mail.replyTo ? { replyTo: mail.replyTo.value[0]?.address } : {}),
            ...(mail.attachments.length
              ? { attachments: mail.attachments.map(({ filename, contentType, cid, content }) => ({ filename, contentType, cid, content })) }
              : {}),
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The test SMTP server as a process of its own (tests/support/smtp-server-process.ts): a mail server
 * the timing test's client does not share an event loop with. Prints its URL, then one line per mail.
 */
import { startSmtpServer } from "./smtp-server.ts";

const smtp = await startSmtpServer();
console.log(`smtp: ${smtp.url}`);
let seen = 0;
setInterval(() => {
  for (const mail of smtp.received.slice(seen)) console.log(`mail: ${JSON.stringify(mail.to)}`);
  seen = smtp.received.length;
}, 20);
process.once("SIGTERM", () => void smtp.close().then(() => process.exit(0)));

// The framework's ceiling on this machine: Fastify (the app's version) parsing a JSON body and
// answering a fixed small JSON, with nothing else: no validation, database, throttle or hooks.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.post("/check-in", async () => ({ message: "Welcome!" }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`Listening: ${address}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));

import { MessageRefused, type MessageSender } from "./message-sender.ts";

const SMS_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP provider: POST SMS_API_URL with JSON {to, text} and, when SMS_API_TOKEN is set,
 * `Authorization: Bearer <token>`. Any 2xx answer counts as accepted; a gateway with another format
 * sits behind a small relay that speaks this one. A message with an id also carries it as
 * `Idempotency-Key` (and `id` in the body): the provider or relay delivers one message per key, so a
 * send cut short by a crash is tried again without a second SMS (decision 041).
 */
export function httpSmsSender(url: string, token: string | undefined): MessageSender {
  return {
    async send({ id, to, text }) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (id) headers["idempotency-key"] = id;
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(id ? { id, to, text } : { to, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new MessageRefused(`The SMS provider answered ${response.status}`);
    },
    deduplicates: () => true,
  };
}

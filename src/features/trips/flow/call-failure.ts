import { FetchError } from "ofetch";
import { fromPromise } from "xstate";
import type { CallFailure } from "../../../../machines/trip.machine.ts";

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== "object" || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, (Array.isArray(messages) ? messages : [messages]).filter((item) => typeof item === "string")]),
  );
}

function messageOf(body: unknown): string | undefined {
  const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

/** What the trip machine needs to know of a failed call: a 422's field messages, no answer at all, or a refusal. */
export function toCallFailure(error: unknown): CallFailure {
  if (!(error instanceof FetchError)) return { kind: "failed", message: undefined };
  if (!error.response) return { kind: "offline" };
  if (error.statusCode === 422) return { kind: "invalid", message: messageOf(error.data), fieldErrors: fieldErrorsOf(error.data) };
  return { kind: "failed", message: messageOf(error.data) };
}

/** A call as a machine actor whose failure the machine can read. */
export function tripCall<Output, Input = void>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) =>
    run(input).catch((error: unknown) => {
      throw toCallFailure(error);
    }),
  );
}

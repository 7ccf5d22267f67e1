import { FetchError } from "ofetch";
import * as v from "valibot";
import { fromPromise } from "xstate";
import type { CallFailure } from "../../../../machines/trip.machine.ts";
import { ErrorAnswer } from "#domain/api-document.ts";

const NO_FIELD_ERRORS: Record<string, string[]> = {};

/** What the trip machine needs to know of a failed call: a 422's field messages, no answer at all, or a refusal. */
export function toCallFailure(error: unknown): CallFailure {
  if (!(error instanceof FetchError)) return { kind: "failed", message: undefined };
  if (!error.response) return { kind: "offline" };
  const answer = v.safeParse(ErrorAnswer, error.data);
  const message = answer.success && answer.output.message.trim() !== "" ? answer.output.message : undefined;
  if (error.statusCode === 422) return { kind: "invalid", message, fieldErrors: (answer.success && answer.output.errors) || NO_FIELD_ERRORS };
  return { kind: "failed", message };
}

/** A call as a machine actor whose failure the machine can read. */
export function tripCall<Output, Input = void>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) =>
    run(input).catch((error: unknown) => {
      throw toCallFailure(error);
    }),
  );
}

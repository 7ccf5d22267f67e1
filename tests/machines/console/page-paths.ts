import { expect } from "vitest";
import type { AnyStateMachine, EventFromLogic } from "xstate";
import type { ErrorCode } from "#domain/error-codes.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { type GeneratedPath, observable, type PathTestOptions, type Replay, testGeneratedPaths } from "../support/path-coverage.ts";

/**
 * What the console page machines' path tests share: their calls' answers written as the events a
 * path sends, and the walk that checks every path ends on what the page shows. A page machine never
 * hears of a lost session (decision 047), so a refusal here is always the page's own.
 */

/** A refused call as the API layer hands it to a machine. */
export const failure = (status: number, message?: string, code?: ErrorCode): CallFailure => ({ status, message, code });

/** The done and error events of a machine's invoked calls, typed as the machine's events. */
export function callAnswers<M extends AnyStateMachine>(_machine: M) {
  return {
    done: (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventFromLogic<M>,
    error: (id: string, cause: unknown) => ({ type: `xstate.error.actor.${id}`, error: cause }) as unknown as EventFromLogic<M>,
  };
}

/**
 * One test per generated path: it ends on the state and the context (what the page shows) the
 * traversal predicted, and on whatever `also` checks beside (what the path sent, after `reset`
 * cleared the fakes' notes); then one test that the paths together covered the chart. The machine's
 * own actors never settle, so only the answers a path sends move it.
 */
export function testPagePaths<M extends AnyStateMachine>(
  options: PathTestOptions<M>,
  { reset, also }: { reset?: () => void; also?: (run: Replay, path: GeneratedPath<M>) => void } = {},
): void {
  testGeneratedPaths(options, {
    reset: () => reset?.(),
    check: (run, path) => {
      expect(observable(run.snapshot)).toEqual(observable(path.expected));
      also?.(run, path);
    },
  });
}

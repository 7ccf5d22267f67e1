import { expect, it } from "vitest";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type StateValue,
} from "xstate";
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type TraversalOptions } from "xstate/graph";

type Machine = AnyStateMachine;
type Event<M extends Machine> = EventFromLogic<M>;

export interface PathTestOptions<M extends Machine> {
  /** The machine with its effects replaced by fakes (machine.provide); its chart is walked as is. */
  machine: M;
  input?: InputFrom<M>;
  /** Events a user or an actor may send; includes xstate.done/error/after events where the chart has them. */
  events: readonly Event<M>[] | ((snapshot: AnyMachineSnapshot) => readonly Event<M>[]);
  /** Keeps the graph finite when context grows without end (for instance a running counter). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

export interface GeneratedPath<M extends Machine> {
  description: string;
  events: Event<M>[];
  /** The snapshot the traversal predicts at the end of the path. */
  expected: AnyMachineSnapshot;
}

/**
 * The shortest path to every reachable state, extended by every transition out of that state:
 * together they take every transition that any reachable state enables (a transition tour).
 */
export function generatePaths<M extends Machine>(options: PathTestOptions<M>): GeneratedPath<M>[] {
  const eventsAt = (snapshot: AnyMachineSnapshot) => (typeof options.events === "function" ? options.events(snapshot) : options.events);
  // The given events the state handles, plus the done/error/after events of its invoked actors and
  // delays, which the chart itself names; a given list that leaves an event out keeps it out.
  const handledEvents = (snapshot: AnyMachineSnapshot) => {
    const given = eventsAt(snapshot);
    return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const matching = given.filter((event) => event.type === type);
      if (matching.length > 0) return matching;
      return type.startsWith("xstate.") ? [{ type } as Event<M>] : [];
    });
  };
  const traversal = {
    events: handledEvents,
    input: options.input,
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  } as TraversalOptions<AnyMachineSnapshot, Event<M>, InputFrom<M>>;
  const logic = options.machine as AnyActorLogic;
  const key = (snapshot: AnyMachineSnapshot) => (options.serializeState ?? serializeSnapshot)(snapshot);
  const shortest = new Map(getShortestPaths(logic, traversal as never).map((path) => [key(path.state as AnyMachineSnapshot), path]));
  const paths: GeneratedPath<M>[] = [];
  for (const [stateKey, { transitions }] of Object.entries(getAdjacencyMap(logic, traversal as never))) {
    const toState = shortest.get(stateKey);
    if (!toState) throw new Error(`No path reaches ${stateKey}`);
    const prefix = toState.steps.map((step) => step.event as Event<M>).filter((event) => event.type !== "xstate.init");
    for (const { event, state } of Object.values(transitions) as { event: Event<M>; state: AnyMachineSnapshot }[]) {
      const events = [...prefix, event as Event<M>];
      paths.push({ description: events.map((item) => item.type).join(" → "), events, expected: state as AnyMachineSnapshot });
    }
  }
  return paths;
}

export interface Replay {
  snapshot: AnyMachineSnapshot;
  transitions: Set<AnyTransitionDefinition>;
  states: Set<string>;
}

/** Replays a path on a real actor and records which transitions it took and which states it entered. */
export function replay<M extends Machine>(options: PathTestOptions<M>, events: readonly Event<M>[]): Replay {
  const transitions = new Set<AnyTransitionDefinition>();
  const states = new Set<string>();
  let root: AnyActorRef | undefined;
  const actor = createActor(options.machine, {
    input: options.input,
    inspect: (inspection) => {
      if (inspection.type === "@xstate.microstep" && inspection.actorRef === root) {
        for (const transition of inspection._transitions) {
          transitions.add(transition);
          // Transient states (left at once by an eventless transition) never show in a snapshot's value.
          states.add(transition.source.id);
        }
      }
    },
  });
  root = actor;
  actor.subscribe({ error: () => {} });
  actor.start();
  const current = () => actor.getSnapshot() as AnyMachineSnapshot;
  nodeIds(options.machine.id, current().value).forEach((id) => states.add(id));
  for (const event of events) {
    actor.send(event);
    nodeIds(options.machine.id, current().value).forEach((id) => states.add(id));
  }
  const snapshot = current();
  actor.stop();
  return { snapshot, transitions, states };
}

function nodeIds(prefix: string, value: StateValue): string[] {
  if (typeof value === "string") return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child === undefined ? [] : nodeIds(`${prefix}.${key}`, child))]);
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...allStateNodes(child)]);
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target: AnyStateNode) => target.id).join(",") ?? "(self)";
  return `${transition.source.id} --${transition.eventType || "always"}--> ${targets}`;
}

/** Asserts that the replays together entered every state and took every transition of the chart. */
export function expectFullCoverage(machine: Machine, replays: readonly Replay[]): void {
  const nodes = allStateNodes(machine.root);
  const defined = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  const taken = new Set(replays.flatMap((run) => [...run.transitions]));
  const entered = new Set(replays.flatMap((run) => [...run.states]));
  expect(nodes.map((node) => node.id).filter((id) => !entered.has(id))).toEqual([]);
  expect(defined.filter((transition) => !taken.has(transition)).map(describeTransition)).toEqual([]);
}

/** Plain data of a snapshot, for comparing a replay's end with the traversal's prediction. */
export function observable(snapshot: AnyMachineSnapshot): { value: StateValue; context: unknown } {
  return { value: snapshot.value, context: JSON.parse(JSON.stringify(snapshot.context ?? null)) };
}

/** That a replay ended where the traversal predicted: the same state and the same context. */
export function expectPredictedEnd(run: Replay, path: { expected: AnyMachineSnapshot }): void {
  expect(observable(run.snapshot)).toEqual(observable(path.expected));
}

/**
 * One test per generated path: `reset` clears what the fakes noted, the path is replayed, `check`
 * compares it with what the traversal predicted; then one test that the paths covered the chart.
 */
export function testGeneratedPaths<M extends Machine>(
  options: PathTestOptions<M>,
  { reset, check }: { reset?: () => void; check: (run: Replay, path: GeneratedPath<M>) => void },
): void {
  const replays: Replay[] = [];
  for (const path of generatePaths(options)) {
    it(path.description, () => {
      reset?.();
      const run = replay(options, path.events);
      replays.push(run);
      check(run, path);
    });
  }
  it("covers every state and transition", () => expectFullCoverage(options.machine, replays));
}

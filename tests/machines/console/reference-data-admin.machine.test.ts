import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  movedIds,
  type ReferenceDataAdminContext,
  type ReferenceDataAdminEvent,
  referenceDataAdminMachine,
  type ReferenceLists,
  type ReferenceWrite,
} from "../../../machines/console/reference-data-admin.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { AdminSymptom } from "#domain/reference-data-admin.ts";
import { observable, testGeneratedPaths } from "../support/path-coverage.ts";

const titles = (en: string) => ({ en, ja: `${en} ja`, ko: `${en} ko`, zh: `${en} zh` });
const fever: AdminSymptom = { id: "s1", code: "FEVER", category: "COMMON", titles: titles("Fever"), retired_at: null };
const cough: AdminSymptom = { id: "s2", code: "DRY_COUGH", category: "COMMON", titles: titles("Dry cough"), retired_at: null };
const lists: ReferenceLists = { symptoms: [fever, cough], purposes: [{ id: "p1", titles: titles("Business"), retired_at: null }] };
const reordered: ReferenceLists = { ...lists, symptoms: [cough, fever] };
const rash: ReferenceWrite = { kind: "symptom.create", body: { code: "SKIN_RASH", category: "OTHER", titles: titles("Skin rash") } };
const failure = (status: number, fieldErrors: Record<string, string[]> = {}): CallFailure => ({ status, message: undefined, code: undefined, fieldErrors });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ReferenceDataAdminEvent;
const error = (id: string, cause: CallFailure) => ({ type: `xstate.error.actor.${id}`, error: cause }) as unknown as ReferenceDataAdminEvent;

const ended: string[] = [];
const never = () => new Promise<never>(() => {});
const machine = referenceDataAdminMachine.provide({
  actors: { loadLists: fromPromise<ReferenceLists>(never), write: fromPromise<ReferenceLists, ReferenceWrite>(never) },
  actions: { sessionEnded: () => void ended.push("sessionEnded") },
});

const events: ReferenceDataAdminEvent[] = [
  { type: "reload" },
  { type: "edit.opened", target: { list: "symptoms", id: null } },
  { type: "edit.closed" },
  { type: "write.requested", write: rash },
  // Down from the first place moves; up from the first place cannot.
  { type: "item.moved", list: "symptoms", id: "s1", offset: 1 },
  { type: "item.moved", list: "symptoms", id: "s1", offset: -1 },
  done("loadLists", lists),
  error("loadLists", failure(0)),
  error("loadLists", failure(401)),
  done("write", reordered),
  error("write", failure(422, { code: ["Another symptom already has this code."] })),
  error("write", failure(401)),
];

describe("reference data admin machine, generated paths", () => {
  const options = {
    machine,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { lists: shown, editing, write, saved, failure: failed } = snapshot.context as ReferenceDataAdminContext;
      return JSON.stringify({
        value: snapshot.value,
        order: shown.symptoms.map((symptom) => symptom.id),
        editing,
        write: write?.kind,
        saved,
        failed: failed?.status,
      });
    },
  };
  testGeneratedPaths(options, {
    reset: () => {
      ended.length = 0;
    },
    check: (run, path) => {
      expect(observable(run.snapshot)).toEqual(observable(path.expected));
      expect(ended).toEqual(run.snapshot.status === "done" ? ["sessionEnded"] : []);
    },
  });
});

describe("reference data admin machine", () => {
  it("moves an item by sending the whole list in its new order, and shows the lists the server answers", async () => {
    const writes: ReferenceWrite[] = [];
    const actor = createActor(
      referenceDataAdminMachine.provide({
        actors: {
          loadLists: fromPromise<ReferenceLists>(async () => lists),
          write: fromPromise<ReferenceLists, ReferenceWrite>(async ({ input }) => {
            writes.push(input);
            return reordered;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "item.moved", list: "symptoms", id: "s2", offset: -1 });
    await expect.poll(() => actor.getSnapshot().context.saved).toBe(true);
    expect(writes).toEqual([{ kind: "symptom.order", ids: ["s2", "s1"] }]);
    expect(actor.getSnapshot().context.lists).toEqual(reordered);
  });

  it("keeps a refused form open with the server's messages, and closes it once a save is kept", async () => {
    let attempt = 0;
    const refusal = failure(422, { code: ["Another symptom already has this code."] });
    const actor = createActor(
      referenceDataAdminMachine.provide({
        actors: {
          loadLists: fromPromise<ReferenceLists>(async () => lists),
          write: fromPromise<ReferenceLists, ReferenceWrite>(async () => {
            attempt += 1;
            if (attempt === 1) throw refusal;
            return lists;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "edit.opened", target: { list: "symptoms", id: null } });
    actor.send({ type: "write.requested", write: rash });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(refusal);
    expect(actor.getSnapshot().context.editing).toEqual({ list: "symptoms", id: null });
    actor.send({ type: "write.requested", write: rash });
    await expect.poll(() => actor.getSnapshot().context.saved).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ editing: undefined, failure: undefined });
  });

  it("finds no move past either end of a list", () => {
    expect(movedIds([{ id: "a" }, { id: "b" }], "a", -1)).toBeUndefined();
    expect(movedIds([{ id: "a" }, { id: "b" }], "b", 1)).toBeUndefined();
    expect(movedIds([{ id: "a" }, { id: "b" }, { id: "c" }], "b", 1)).toEqual(["a", "c", "b"]);
  });
});

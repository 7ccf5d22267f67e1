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
import type { AdminSymptom } from "#domain/reference-data-admin.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const titles = (en: string) => ({ en, ja: `${en} ja`, ko: `${en} ko`, zh: `${en} zh` });
const fever: AdminSymptom = { id: "s1", code: "FEVER", category: "COMMON", titles: titles("Fever"), retired_at: null };
const cough: AdminSymptom = { id: "s2", code: "DRY_COUGH", category: "COMMON", titles: titles("Dry cough"), retired_at: null };
const lists: ReferenceLists = { symptoms: [fever, cough], purposes: [{ id: "p1", titles: titles("Business"), retired_at: null }] };
const reordered: ReferenceLists = { ...lists, symptoms: [cough, fever] };
const rash: ReferenceWrite = { kind: "symptom.create", body: { code: "SKIN_RASH", category: "OTHER", titles: titles("Skin rash") } };
const codeTaken = { ...failure(422), fieldErrors: { code: ["Another symptom already has this code."] } };
const { done, error } = callAnswers(referenceDataAdminMachine);

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
  done("write", reordered),
  error("write", codeTaken),
];

describe("reference data admin machine, generated paths", () => {
  testPagePaths({
    machine: referenceDataAdminMachine,
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
    const actor = createActor(
      referenceDataAdminMachine.provide({
        actors: {
          loadLists: fromPromise<ReferenceLists>(async () => lists),
          write: fromPromise<ReferenceLists, ReferenceWrite>(async () => {
            attempt += 1;
            if (attempt === 1) throw codeTaken;
            return lists;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "edit.opened", target: { list: "symptoms", id: null } });
    actor.send({ type: "write.requested", write: rash });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(codeTaken);
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

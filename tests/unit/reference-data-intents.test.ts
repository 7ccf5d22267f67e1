import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type ReferenceLists, type ReferenceWrite, referenceDataAdminMachine } from "../../machines/console/reference-data-admin.machine.ts";
import { type ReferenceDataView, useReferenceDataAdmin } from "../../src/features/console/reference-data/use-reference-data-admin.ts";
import type { AdminPurpose, AdminSymptom } from "#domain/reference-data-admin.ts";

const titles = (en: string) => ({ en, ja: `${en} ja`, ko: `${en} ko`, zh: `${en} zh` });
const fever: AdminSymptom = { id: "s1", code: "FEVER", category: "COMMON", titles: titles("Fever"), retired_at: null };
const rash: AdminSymptom = { id: "s2", code: "SKIN_RASH", category: "OTHER", titles: titles("Skin rash"), retired_at: "2026-11-01T09:00:00.000Z" };
const business: AdminPurpose = { id: "p1", titles: titles("Business"), retired_at: null };
const leisure: AdminPurpose = { id: "p2", titles: titles("Leisure"), retired_at: "2026-11-01T09:00:00.000Z" };
const lists: ReferenceLists = { symptoms: [fever, rash], purposes: [business, leisure] };

/** The writes the page asks the server for when the admin does these things, one after another. */
async function writesOf(...steps: ((page: ReferenceDataView) => void)[]): Promise<ReferenceWrite[]> {
  const writes: ReferenceWrite[] = [];
  const actor = createActor(
    referenceDataAdminMachine.provide({
      actors: {
        loadLists: fromPromise(async () => lists),
        write: fromPromise<ReferenceLists, ReferenceWrite>(async ({ input }) => {
          writes.push(input);
          return lists;
        }),
      },
    }),
  ).start();
  for (const step of steps) {
    await waitFor(actor, (state) => state.matches("ready"));
    let page: ReferenceDataView | undefined;
    const Probe = () => {
      page = useReferenceDataAdmin(actor);
      return null;
    };
    renderToStaticMarkup(createElement(Probe));
    if (page) step(page);
  }
  await waitFor(actor, (state) => state.matches("ready"));
  actor.stop();
  return writes;
}

describe("the reference data page's intents", () => {
  it("retires a symptom in use and brings a retired one back, keeping their category and titles", async () => {
    expect(
      await writesOf(
        (page) => page.toggleSymptomRetired(fever),
        (page) => page.toggleSymptomRetired(rash),
      ),
    ).toEqual([
      { kind: "symptom.edit", id: "s1", body: { category: "COMMON", titles: titles("Fever"), retired: true } },
      { kind: "symptom.edit", id: "s2", body: { category: "OTHER", titles: titles("Skin rash"), retired: false } },
    ]);
  });

  it("an edited symptom or purpose stays retired or in use as it was", async () => {
    expect(
      await writesOf(
        (page) => page.editSymptom(rash, { category: "COMMON", titles: titles("Rash") }),
        (page) => page.editPurpose(business, titles("Business")),
      ),
    ).toEqual([
      { kind: "symptom.edit", id: "s2", body: { category: "COMMON", titles: titles("Rash"), retired: true } },
      { kind: "purpose.edit", id: "p1", body: { titles: titles("Business"), retired: false } },
    ]);
  });

  it("retires a purpose in use and brings a retired one back", async () => {
    expect(
      await writesOf(
        (page) => page.togglePurposeRetired(business),
        (page) => page.togglePurposeRetired(leisure),
      ),
    ).toEqual([
      { kind: "purpose.edit", id: "p1", body: { titles: titles("Business"), retired: true } },
      { kind: "purpose.edit", id: "p2", body: { titles: titles("Leisure"), retired: false } },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type FormPage, type FormPagesEvent, firstPageOf, formPagesMachine, pageOfPath } from "../../machines/form-pages.machine.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const pages: FormPage[] = [
  { name: "trip", fields: ["trip"] },
  { name: "declarant", fields: ["declarant"] },
  { name: "passengers", fields: ["passengers", "declarant.family_count"] },
];

const shown: string[] = [];
const never = () => new Promise<never>(() => {});
const machine = formPagesMachine.provide({
  actors: { checkPage: fromPromise<boolean, { page: FormPage }>(never) },
  actions: { showPage: () => shown.push("page"), showErrors: () => shown.push("errors") },
});

const events = [
  { type: "page.next" },
  { type: "page.back" },
  { type: "errors.found", paths: ["trip.airline"] },
  { type: "errors.found", paths: ["passengers.0.age", "declarant.family_count"] },
  { type: "xstate.done.actor.checkPage", output: true } as unknown as FormPagesEvent,
  { type: "xstate.done.actor.checkPage", output: false } as unknown as FormPagesEvent,
  { type: "xstate.error.actor.checkPage", error: new Error("no form") } as unknown as FormPagesEvent,
] satisfies FormPagesEvent[];

describe("form pages machine, generated paths", () => {
  testGeneratedPaths(
    { machine, events, input: { pages } },
    {
      reset: () => {
        shown.length = 0;
      },
      check: (run, path) => {
        expect(observable(run.snapshot)).toEqual(observable(path.expected));
        const { index } = run.snapshot.context as { index: number };
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(pages.length);
        // The page changes only with something shown: the new page, or the errors that moved it.
        if (index !== 0) expect(shown.length).toBeGreaterThan(0);
      },
    },
  );
});

/** A form whose pages pass or fail their check as the test says. */
function start(passes: (page: FormPage) => boolean) {
  const checked: string[] = [];
  const actor = createActor(
    formPagesMachine.provide({
      actors: {
        checkPage: fromPromise<boolean, { page: FormPage }>(async ({ input }) => {
          checked.push(input.page.name);
          return passes(input.page);
        }),
      },
    }),
    { input: { pages } },
  ).start();
  const page = () => pages[actor.getSnapshot().context.index]?.name;
  return { actor, checked, page };
}

describe("form pages machine", () => {
  it("moves on only when the page's check passes; Back returns without a check", async () => {
    let declarantDone = false;
    const { actor, checked, page } = start((each) => each.name !== "declarant" || declarantDone);
    actor.send({ type: "page.back" });
    expect(page()).toBe("trip");

    actor.send({ type: "page.next" });
    await expect.poll(page).toBe("declarant");
    actor.send({ type: "page.next" });
    await expect.poll(() => actor.getSnapshot().value).toBe("editing");
    expect(page()).toBe("declarant");

    declarantDone = true;
    actor.send({ type: "page.next" });
    await expect.poll(page).toBe("passengers");
    // The last page submits the whole form itself: Next does nothing there.
    actor.send({ type: "page.next" });
    expect(actor.getSnapshot().value).toBe("editing");

    actor.send({ type: "page.back" });
    expect(page()).toBe("declarant");
    expect(checked).toEqual(["trip", "declarant", "declarant"]);
  });

  it("goes to the first page holding a field at fault when the whole form is refused", async () => {
    const { actor, page } = start(() => true);
    actor.send({ type: "page.next" });
    await expect.poll(page).toBe("declarant");
    actor.send({ type: "page.next" });
    await expect.poll(page).toBe("passengers");
    actor.send({ type: "errors.found", paths: ["passengers.1.age", "declarant.first_name"] });
    expect(page()).toBe("declarant");
    actor.send({ type: "errors.found", paths: ["nowhere"] });
    expect(page()).toBe("declarant");
  });

  it("finds a path's page by the field naming it most closely", () => {
    expect(pageOfPath(pages, "declarant.family_count")).toBe(2);
    expect(pageOfPath(pages, "declarant.family_countdown")).toBe(1);
    expect(pageOfPath(pages, "trip")).toBe(0);
    expect(pageOfPath(pages, "triple")).toBeUndefined();
    expect(firstPageOf(pages, ["declarant.family_count", "trip.airline"])).toBe(0);
    expect(firstPageOf(pages, [])).toBeUndefined();
  });
});

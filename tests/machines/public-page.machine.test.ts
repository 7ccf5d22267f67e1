import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type LoadedPage, type PublicPageEvent, publicPageMachine } from "../../machines/public-page.machine.ts";
import type { Locale } from "#domain/locales.ts";
import { observable, testGeneratedPaths } from "./support/path-coverage.ts";

const site = { landing_url: "/help", support_email: "support@example.org", hotlines: [] };
const page = (title: string): LoadedPage => ({ contents: [{ title, sections: [] }], site });
const never = () => new Promise<never>(() => {});
const machine = publicPageMachine.provide({ actors: { loadPage: fromPromise<LoadedPage, { locale: Locale }>(never) } });

const events = [
  { type: "xstate.done.actor.loadPage", output: page("Help") } as unknown as PublicPageEvent,
  { type: "xstate.error.actor.loadPage", error: new Error("offline") } as unknown as PublicPageEvent,
  { type: "language.changed", locale: "ja" },
  { type: "language.changed", locale: "en" },
  { type: "page.reload" },
] satisfies PublicPageEvent[];

describe("public page machine, generated paths", () => {
  testGeneratedPaths(
    { machine, events, input: { locale: "en" as Locale } },
    { reset: () => {}, check: (run, path) => expect(observable(run.snapshot)).toEqual(observable(path.expected)) },
  );
});

describe("public page machine", () => {
  it("loads the page in the reader's language, and again in a newly chosen one, keeping the old text meanwhile", async () => {
    const asked: Locale[] = [];
    let answerJapanese: (loaded: LoadedPage) => void = () => {};
    const actor = createActor(
      publicPageMachine.provide({
        actors: {
          loadPage: fromPromise<LoadedPage, { locale: Locale }>(({ input }) => {
            asked.push(input.locale);
            if (input.locale === "en") return Promise.resolve(page("Help"));
            return new Promise((resolve) => (answerJapanese = resolve));
          }),
        },
      }),
      { input: { locale: "en" } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "language.changed", locale: "en" });
    expect(asked).toEqual(["en"]);

    actor.send({ type: "language.changed", locale: "ja" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().context.loaded?.contents[0]?.title).toBe("Help");
    answerJapanese(page("ヘルプ"));
    await expect.poll(() => actor.getSnapshot().context.loaded?.contents[0]?.title).toBe("ヘルプ");
    expect(asked).toEqual(["en", "ja"]);
  });

  it("shows the page after a failed load is tried again", async () => {
    let calls = 0;
    const actor = createActor(
      publicPageMachine.provide({
        actors: {
          loadPage: fromPromise<LoadedPage, { locale: Locale }>(async () => {
            calls += 1;
            if (calls === 1) throw new Error("offline");
            return page("Help");
          }),
        },
      }),
      { input: { locale: "en" } },
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "page.reload" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
  });
});

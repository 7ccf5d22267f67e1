import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  allTemplates,
  changedTemplates,
  type MessageTemplatesContext,
  type MessageTemplatesEvent,
  messageTemplatesMachine,
  templateProblems,
} from "../../../machines/console/message-templates.machine.ts";
import type { MessageTemplate } from "#domain/tracing/tracing-contacts.ts";
import { smsLength } from "../../../src/features/console/tracing/templates/sms-length.ts";
import { preview } from "../../../src/features/console/tracing/templates/template-preview.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const stored: MessageTemplate[] = allTemplates([]).map((template) => ({
  ...template,
  subject: template.channel === "email" ? "Exposure notice" : null,
  body: `Hello {name}, you were at {place} on {date}. (${template.language})`,
}));
const smsEnglish: MessageTemplate = { channel: "sms", language: "en", subject: null, body: "Hello {name}, you were at {place} on {date}. (en)" };
const edited: MessageTemplate = { ...smsEnglish, body: "{name}: exposure at {place} on {date}. Call 670-236-8745." };
const emptied: MessageTemplate = { ...smsEnglish, body: "   " };
const { done, error } = callAnswers(messageTemplatesMachine);

const events: MessageTemplatesEvent[] = [
  { type: "template.changed", template: edited },
  { type: "template.changed", template: emptied },
  { type: "save" },
  { type: "reload" },
  done("loadTemplates", stored),
  error("loadTemplates", failure(0)),
  done("saveTemplates", [edited]),
  error("saveTemplates", failure(422, "The message is required.")),
];

describe("message templates machine, generated paths", () => {
  testPagePaths({
    machine: messageTemplatesMachine,
    events,
    // Which drafts differ is what the page shows; the same edit twice does not make a new state.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { saved, drafts, failure: loadFailure, saveFailure, savedNow } = snapshot.context as MessageTemplatesContext;
      return JSON.stringify({
        value: snapshot.value,
        changed: changedTemplates(saved, drafts),
        loaded: saved.length,
        failed: loadFailure !== undefined,
        saveFailed: saveFailure !== undefined,
        savedNow,
      });
    },
  });
});

describe("message templates machine", () => {
  it("loads the eight templates, saves only the changed one, and then shows nothing unsaved", async () => {
    const saves: MessageTemplate[][] = [];
    const actor = createActor(
      messageTemplatesMachine.provide({
        actors: {
          loadTemplates: fromPromise<MessageTemplate[]>(async () => stored),
          saveTemplates: fromPromise<MessageTemplate[], MessageTemplate[]>(async ({ input }) => {
            saves.push(input);
            return input;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.drafts).toHaveLength(8);
    // Nothing changed: nothing to save.
    actor.send({ type: "save" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "template.changed", template: edited });
    actor.send({ type: "save" });
    await expect.poll(() => actor.getSnapshot().context.savedNow).toBe(true);
    expect(saves).toEqual([[edited]]);
    const { saved, drafts } = actor.getSnapshot().context;
    expect(changedTemplates(saved, drafts)).toEqual([]);
    expect(drafts[0]).toEqual(edited);
  });

  it("does not save while a draft is invalid, and keeps the drafts when the server refuses", async () => {
    const actor = createActor(
      messageTemplatesMachine.provide({
        actors: {
          loadTemplates: fromPromise<MessageTemplate[]>(async () => stored),
          saveTemplates: fromPromise<MessageTemplate[], MessageTemplate[]>(async () => {
            throw failure(0);
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "template.changed", template: emptied });
    actor.send({ type: "save" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "template.changed", template: edited });
    actor.send({ type: "save" });
    await expect.poll(() => actor.getSnapshot().context.saveFailure).toEqual(failure(0));
    expect(actor.getSnapshot().context.drafts[0]).toEqual(edited);
  });
});

describe("templates", () => {
  it("fills in the templates the server lacks, in the page's order", () => {
    const all = allTemplates([{ channel: "email", language: "ko", subject: "Notice", body: "Hi" }]);
    expect(all.map((template) => `${template.channel}:${template.language}`)).toEqual([
      "sms:en",
      "sms:ja",
      "sms:ko",
      "sms:zh",
      "email:en",
      "email:ja",
      "email:ko",
      "email:zh",
    ]);
    expect(all[6]).toEqual({ channel: "email", language: "ko", subject: "Notice", body: "Hi" });
    expect(all[0]).toEqual({ channel: "sms", language: "en", subject: null, body: "" });
  });

  it("words each invalid draft's problem by template", () => {
    expect(templateProblems([emptied, smsEnglish])).toEqual({ "sms:en": "The message is required." });
  });
});

describe("an SMS template's length", () => {
  it("counts a Latin message in 160-character parts, 153 once split, extension characters twice", () => {
    expect(smsLength("")).toEqual({ characters: 0, parts: 0, unicode: false, outside: [] });
    expect(smsLength("a".repeat(160))).toEqual({ characters: 160, parts: 1, unicode: false, outside: [] });
    expect(smsLength("a".repeat(161))).toEqual({ characters: 161, parts: 2, unicode: false, outside: [] });
    expect(smsLength(`${"a".repeat(159)}€`)).toEqual({ characters: 160, parts: 2, unicode: false, outside: [] });
  });

  it("counts Japanese, Korean or Chinese in 70-character parts, 67 once split", () => {
    expect(smsLength("あ".repeat(70))).toEqual({ characters: 70, parts: 1, unicode: true, outside: ["あ"] });
    expect(smsLength(`${"a".repeat(70)}中`)).toEqual({ characters: 71, parts: 2, unicode: true, outside: ["中"] });
  });

  it("names the first characters that take a Latin message out of the SMS alphabet", () => {
    expect(smsLength("Café — Beach Road “quoted” — again")).toMatchObject({ unicode: true, outside: ["—", "“", "”"] });
  });

  it("previews a template as the sample contact would receive it: days in the template's language, the SMS's dash kept to the SMS alphabet", () => {
    const body = "{name} at {place} on {date}; home until {until}; call {hotline}. {other}";
    expect(preview({ channel: "email", language: "en", subject: "{name}", body })).toEqual({
      subject: "Maria Cruz",
      body: "Maria Cruz at Garapan Café — Beach Road on November 20, 2026; home until December 4, 2026; call +1 670 555 0100. {other}",
    });
    expect(preview({ channel: "sms", language: "ja", subject: null, body }).body).toBe(
      "Maria Cruz at Garapan Café - Beach Road on 2026年11月20日; home until 2026年12月4日; call +1 670 555 0100. {other}",
    );
    expect(preview({ channel: "sms", language: "ko", subject: null, body: "{date}" }).body).toBe("2026년 11월 20일");
  });
});

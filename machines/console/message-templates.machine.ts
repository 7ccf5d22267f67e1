import * as v from "valibot";
import { assign, fromPromise, setup } from "xstate";
import { type Locale, LOCALES } from "#domain/locales.ts";
import { CONTACT_CHANNELS, type ContactChannel, MessageTemplate } from "#domain/tracing/tracing-contacts.ts";
import { type CallFailure, failureOf } from "../call-failure.ts";

export type TemplateKey = `${ContactChannel}:${Locale}`;

export const templateKey = (template: Pick<MessageTemplate, "channel" | "language">): TemplateKey => `${template.channel}:${template.language}`;

/** The eight templates in the page's order (SMS first, each in the four languages), any the server lacks left empty. */
export function allTemplates(templates: readonly MessageTemplate[]): MessageTemplate[] {
  return CONTACT_CHANNELS.flatMap((channel) =>
    LOCALES.map(
      (language) =>
        templates.find((template) => template.channel === channel && template.language === language) ?? {
          channel,
          language,
          subject: channel === "email" ? "" : null,
          body: "",
        },
    ),
  );
}

/** What is wrong with each draft, by template, as the shared schema words it. */
export function templateProblems(drafts: readonly MessageTemplate[]): Partial<Record<TemplateKey, string>> {
  const problems: Partial<Record<TemplateKey, string>> = {};
  for (const draft of drafts) {
    const result = v.safeParse(MessageTemplate, draft);
    if (!result.success) problems[templateKey(draft)] = result.issues[0].message;
  }
  return problems;
}

/** The drafts that differ from what the server holds: the only ones a save sends. */
export function changedTemplates(saved: readonly MessageTemplate[], drafts: readonly MessageTemplate[]): MessageTemplate[] {
  return drafts.filter((draft) => {
    const before = saved.find((template) => templateKey(template) === templateKey(draft));
    return !before || before.subject !== draft.subject || before.body !== draft.body;
  });
}

export type MessageTemplatesEvent = { type: "template.changed"; template: MessageTemplate } | { type: "save" } | { type: "reload" };

export interface MessageTemplatesContext {
  /** What the server holds, all eight. */
  saved: MessageTemplate[];
  /** What the official is editing, all eight. */
  drafts: MessageTemplate[];
  failure: CallFailure | undefined;
  saveFailure: CallFailure | undefined;
  /** The last save went through and nothing changed since. */
  savedNow: boolean;
}

const never = () => new Promise<never>(() => {});

/**
 * Decision 026: the message templates the contacts are notified with, one per channel and
 * language. The official edits drafts; a save sends the changed ones once all of them are valid.
 */
export const messageTemplatesMachine = setup({
  types: { context: {} as MessageTemplatesContext, events: {} as MessageTemplatesEvent },
  actors: {
    loadTemplates: fromPromise<MessageTemplate[]>(never),
    saveTemplates: fromPromise<MessageTemplate[], MessageTemplate[]>(never),
  },
  guards: {
    canSave: ({ context }) => changedTemplates(context.saved, context.drafts).length > 0 && Object.keys(templateProblems(context.drafts)).length === 0,
  },
}).createMachine({
  id: "messageTemplates",
  context: { saved: [], drafts: [], failure: undefined, saveFailure: undefined, savedNow: false },
  initial: "loading",
  states: {
    loading: {
      entry: assign({ failure: undefined, saveFailure: undefined, savedNow: false }),
      invoke: {
        id: "loadTemplates",
        src: "loadTemplates",
        onDone: { target: "editing", actions: assign({ saved: ({ event }) => allTemplates(event.output), drafts: ({ event }) => allTemplates(event.output) }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    editing: {
      on: {
        "template.changed": {
          actions: assign({
            drafts: ({ context, event }) => context.drafts.map((draft) => (templateKey(draft) === templateKey(event.template) ? event.template : draft)),
            savedNow: false,
          }),
        },
        save: { guard: "canSave", target: "saving" },
      },
    },
    saving: {
      entry: assign({ saveFailure: undefined }),
      invoke: {
        id: "saveTemplates",
        src: "saveTemplates",
        input: ({ context }) => changedTemplates(context.saved, context.drafts),
        onDone: {
          target: "editing",
          // The server answers with what it stored (trimmed); the drafts become that, so nothing shows as changed.
          actions: assign({
            saved: ({ context, event }) => allTemplates([...event.output, ...context.saved]),
            drafts: ({ context, event }) => allTemplates([...event.output, ...context.saved]),
            savedNow: true,
          }),
        },
        onError: { target: "editing", actions: assign({ saveFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { reload: "loading" } },
  },
});

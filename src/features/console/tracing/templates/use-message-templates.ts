import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { changedTemplates, type messageTemplatesMachine, templateProblems } from "../../../../../machines/console/message-templates.machine.ts";
import type { MessageTemplate } from "#domain/tracing/tracing-contacts.ts";

export type MessageTemplatesActor = ActorRefFrom<typeof messageTemplatesMachine>;

/** The templates machine as the page sees it: one selector a field, events sent by name. */
export function useMessageTemplates(actor: MessageTemplatesActor) {
  const saved = useSelector(actor, (state) => state.context.saved);
  const drafts = useSelector(actor, (state) => state.context.drafts);
  const changed = useMemo(() => changedTemplates(saved, drafts).length, [saved, drafts]);
  const problems = useMemo(() => templateProblems(drafts), [drafts]);
  return {
    loading: useSelector(actor, (state) => state.matches("loading")),
    failed: useSelector(actor, (state) => state.matches("failed")),
    saving: useSelector(actor, (state) => state.matches("saving")),
    failure: useSelector(actor, (state) => state.context.failure),
    saveFailure: useSelector(actor, (state) => state.context.saveFailure),
    savedNow: useSelector(actor, (state) => state.context.savedNow),
    canSave: useSelector(actor, (state) => state.can({ type: "save" })),
    drafts,
    changed,
    problems,
    change: (template: MessageTemplate) => actor.send({ type: "template.changed", template }),
    save: () => actor.send({ type: "save" }),
    reload: () => actor.send({ type: "reload" }),
  };
}

export type MessageTemplatesView = ReturnType<typeof useMessageTemplates>;

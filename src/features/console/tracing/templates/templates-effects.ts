import * as v from "valibot";
import { fromPromise } from "xstate";
import { messageTemplatesMachine } from "../../../../../machines/console/message-templates.machine.ts";
import { calling } from "../../../../api/failed-call.ts";
import { staffApi } from "../../../../api/staff-client.ts";
import { type MessageTemplate, MessageTemplates } from "#domain/tracing/tracing-contacts.ts";

const PATH = "/api/staff/tracing/templates";

function loadTemplates(): Promise<MessageTemplate[]> {
  return calling(async () => v.parse(MessageTemplates, await staffApi(PATH)).data);
}

function saveTemplates(templates: MessageTemplate[]): Promise<MessageTemplate[]> {
  return calling(async () => v.parse(MessageTemplates, await staffApi(PATH, { method: "PUT", body: { data: templates } })).data);
}

/** The templates machine with its real calls (a lost session is the shell's to handle). */
export const templatesMachine = messageTemplatesMachine.provide({
  actors: {
    loadTemplates: fromPromise<MessageTemplate[]>(() => loadTemplates()),
    saveTemplates: fromPromise<MessageTemplate[], MessageTemplate[]>(({ input }) => saveTemplates(input)),
  },
});

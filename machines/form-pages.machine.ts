import { assign, fromPromise, setup } from "xstate";

/** One page of a long form: its name and the field paths (dot paths, or their parents) it asks for. */
export interface FormPage {
  name: string;
  fields: readonly string[];
}

export interface FormPagesInput {
  pages: readonly FormPage[];
}

export interface FormPagesContext {
  pages: readonly FormPage[];
  /** The page shown; every page before it has passed its check. */
  index: number;
}

export type FormPagesEvent =
  | { type: "page.next" }
  | { type: "page.back" }
  /** The whole form was refused (by its schema on submit, or the server's 422): the field paths at fault. */
  | { type: "errors.found"; paths: readonly string[] };

const covers = (field: string, path: string) => path === field || path.startsWith(`${field}.`);

/**
 * The page that asks for a field path: the one naming it most closely ('declarant.family_count'
 * before 'declarant'); undefined when no page asks for it.
 */
export function pageOfPath(pages: readonly FormPage[], path: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  pages.forEach((page, index) => {
    for (const field of page.fields) {
      if (covers(field, path) && field.length > (best?.length ?? -1)) best = { index, length: field.length };
    }
  });
  return best?.index;
}

/** The first page, in form order, that asks for any of these paths. */
export function firstPageOf(pages: readonly FormPage[], paths: readonly string[]): number | undefined {
  const found = paths.map((path) => pageOfPath(pages, path)).filter((index) => index !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

// The form provides the check; until then it never settles.
const never = () => new Promise<never>(() => {});

/**
 * A long form in short pages (decision 033). 'Next' checks the page's own fields and moves on
 * only when they pass; 'Back' returns without a check, the values staying in the form. The last
 * page submits the whole form, which the form does itself; if that (or the server) finds fields
 * at fault, the form goes to the first page holding one.
 */
export const formPagesMachine = setup({
  types: {
    context: {} as FormPagesContext,
    events: {} as FormPagesEvent,
    input: {} as FormPagesInput,
  },
  actions: {
    /** A new page is shown: the view brings its top into sight and tells a screen reader. */
    showPage: () => {},
    /** The page's check failed: the view focuses its first field at fault once the errors render. */
    showErrors: () => {},
    goTo: assign({ index: (_, params: { index: number }) => params.index }),
  },
  actors: {
    /** Whether the page's fields pass the form's schema (marking those that do not). */
    checkPage: fromPromise<boolean, { page: FormPage }>(never),
  },
  guards: {
    notFirst: ({ context }) => context.index > 0,
    notLast: ({ context }) => context.index < context.pages.length - 1,
    passed: (_, params: { passed: boolean }) => params.passed,
    elsewhere: ({ context }, params: { paths: readonly string[] }) => {
      const index = firstPageOf(context.pages, params.paths);
      return index !== undefined && index !== context.index;
    },
  },
}).createMachine({
  id: "formPages",
  context: ({ input }) => ({ pages: input.pages, index: 0 }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "page.next": { guard: "notLast", target: "checking" },
        "page.back": { guard: "notFirst", actions: [{ type: "goTo", params: ({ context }) => ({ index: context.index - 1 }) }, "showPage"] },
        "errors.found": [
          {
            guard: { type: "elsewhere", params: ({ event }) => ({ paths: event.paths }) },
            actions: [{ type: "goTo", params: ({ context, event }) => ({ index: firstPageOf(context.pages, event.paths) ?? context.index }) }, "showErrors"],
          },
          { actions: "showErrors" },
        ],
      },
    },
    checking: {
      invoke: {
        id: "checkPage",
        src: "checkPage",
        input: ({ context }) => ({ page: context.pages[context.index] as FormPage }),
        onDone: [
          {
            guard: { type: "passed", params: ({ event }) => ({ passed: event.output }) },
            target: "editing",
            actions: [{ type: "goTo", params: ({ context }) => ({ index: context.index + 1 }) }, "showPage"],
          },
          { target: "editing", actions: "showErrors" },
        ],
        // A check that could not run leaves the page as it is.
        onError: "editing",
      },
    },
  },
});

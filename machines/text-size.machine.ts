import { assign, setup } from "xstate";

export type TextSizeEvent = { type: "textSize.increase" } | { type: "textSize.decrease" };

export interface TextSizeInput {
  textIndex: number;
  min: number;
  max: number;
}

/** docs/product-spec.md, part 4 "Text size": an index from min to max, stepped by one and stored on every change. */
export const textSizeMachine = setup({
  types: {
    context: {} as TextSizeInput,
    events: {} as TextSizeEvent,
    input: {} as TextSizeInput,
  },
  actions: {
    storeTextIndex: (_, _params: { textIndex: number }) => {},
  },
  guards: {
    canIncrease: ({ context }) => context.textIndex < context.max,
    canDecrease: ({ context }) => context.textIndex > context.min,
  },
}).createMachine({
  id: "textSize",
  context: ({ input }) => ({ ...input, textIndex: Math.min(input.max, Math.max(input.min, input.textIndex)) }),
  initial: "adjustable",
  states: {
    adjustable: {
      on: {
        "textSize.increase": {
          guard: "canIncrease",
          actions: [
            assign({ textIndex: ({ context }) => context.textIndex + 1 }),
            { type: "storeTextIndex", params: ({ context }) => ({ textIndex: context.textIndex }) },
          ],
        },
        "textSize.decrease": {
          guard: "canDecrease",
          actions: [
            assign({ textIndex: ({ context }) => context.textIndex - 1 }),
            { type: "storeTextIndex", params: ({ context }) => ({ textIndex: context.textIndex }) },
          ],
        },
      },
    },
  },
});

import { assign, fromPromise, setup } from "xstate";

export type PushPermission = "default" | "granted" | "denied";

/**
 * What the browser tells on opening: whether it can push at all (service worker, PushManager and
 * Notification), what the traveller allowed, and whether this account's pushes are on here: a
 * subscription exists and this account switched it on on this device.
 */
export interface PushStatus {
  supported: boolean;
  permission: PushPermission;
  subscribedHere: boolean;
}

/** The subscription as PushSubscription.toJSON() gives it, which the server stores. */
export type PushSubscriptionData = PushSubscriptionJSON;

export interface PushSubscriptionContext {
  publicKey: string | undefined;
  subscription: PushSubscriptionData | undefined;
  /** Switching off failed and the pushes still come; cleared when the next attempt starts. */
  unsubscribeFailed: boolean;
}

/** The machine's top-level states, as the views name them. */
export type PushSwitchState = "checking" | "unsupported" | "denied" | "off" | "subscribing" | "on" | "unsubscribing" | "failed";

export type PushSubscriptionEvent =
  | { type: "push.enable" }
  | { type: "push.disable" }
  /** The traveller came back to the page: permission may have changed in the browser's settings. */
  | { type: "push.recheck" };

const never = () => new Promise<never>(() => {});
const idle: PushSubscriptionContext = { publicKey: undefined, subscription: undefined, unsubscribeFailed: false };

/**
 * Decision 029: "Notifications on this device". Switching on asks the browser's permission, loads the
 * server's VAPID public key, subscribes through the service worker and sends the subscription to
 * the server; switching off removes it from the server and then from the browser. The browser and
 * the server are actors the view provides; remembering which account switched pushes on here (so a
 * shared phone does not hand one traveller's pushes to the next) is the view's too.
 */
export const pushSubscriptionMachine = setup({
  types: { context: {} as PushSubscriptionContext, events: {} as PushSubscriptionEvent },
  actors: {
    checkPush: fromPromise<PushStatus>(never),
    requestPermission: fromPromise<PushPermission>(never),
    loadPublicKey: fromPromise<string>(never),
    subscribe: fromPromise<PushSubscriptionData, { publicKey: string }>(never),
    register: fromPromise<void, { subscription: PushSubscriptionData }>(never),
    unsubscribe: fromPromise<void>(never),
  },
  actions: {
    /** This account switched pushes on on this device: sign-in may send the subscription again. */
    rememberDevice: () => {},
    forgetDevice: () => {},
    resetAttempt: assign(() => idle),
  },
}).createMachine({
  id: "pushSubscription",
  context: idle,
  initial: "checking",
  states: {
    checking: {
      entry: "resetAttempt",
      invoke: {
        id: "checkPush",
        src: "checkPush",
        onDone: [
          { guard: ({ event }) => !event.output.supported, target: "unsupported" },
          { guard: ({ event }) => event.output.permission === "denied", target: "denied" },
          { guard: ({ event }) => event.output.permission === "granted" && event.output.subscribedHere, target: "on" },
          { target: "off" },
        ],
        // A browser that cannot even say where it stands may still subscribe; trying tells.
        onError: "off",
      },
    },
    unsupported: {},
    denied: { on: { "push.recheck": "checking" } },
    off: { on: { "push.enable": "subscribing", "push.recheck": "checking" } },
    subscribing: {
      entry: "resetAttempt",
      initial: "askingPermission",
      states: {
        askingPermission: {
          invoke: {
            id: "requestPermission",
            src: "requestPermission",
            onDone: [
              { guard: ({ event }) => event.output === "granted", target: "loadingKey" },
              { guard: ({ event }) => event.output === "denied", target: "#pushSubscription.denied" },
              // The prompt was dismissed: nothing changes, the switch stays off.
              { target: "#pushSubscription.off" },
            ],
            onError: "#pushSubscription.failed",
          },
        },
        loadingKey: {
          invoke: {
            id: "loadPublicKey",
            src: "loadPublicKey",
            onDone: { target: "subscribingBrowser", actions: assign({ publicKey: ({ event }) => event.output }) },
            onError: "#pushSubscription.failed",
          },
        },
        subscribingBrowser: {
          invoke: {
            id: "subscribe",
            src: "subscribe",
            input: ({ context }) => ({ publicKey: context.publicKey ?? "" }),
            onDone: { target: "registering", actions: assign({ subscription: ({ event }) => event.output }) },
            onError: "#pushSubscription.failed",
          },
        },
        registering: {
          invoke: {
            id: "register",
            src: "register",
            input: ({ context }) => ({ subscription: context.subscription ?? {} }),
            onDone: { target: "#pushSubscription.on", actions: "rememberDevice" },
            onError: "#pushSubscription.failed",
          },
        },
      },
    },
    on: { on: { "push.disable": "unsubscribing", "push.recheck": "checking" } },
    unsubscribing: {
      entry: "resetAttempt",
      invoke: {
        id: "unsubscribe",
        src: "unsubscribe",
        onDone: { target: "off", actions: "forgetDevice" },
        // The server still has it: the pushes still come, so the switch says so.
        onError: { target: "on", actions: assign({ unsubscribeFailed: true }) },
      },
    },
    failed: { on: { "push.enable": "subscribing", "push.recheck": "checking" } },
  },
});

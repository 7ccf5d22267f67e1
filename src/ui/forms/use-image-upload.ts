import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import type { imageUploadMachine, UploadTab } from "../../../machines/image-upload.machine.ts";
import { uploadUrlOf } from "#domain/uploads.ts";

export type ImageUploadActor = ActorRefFrom<typeof imageUploadMachine>;

const TABS: readonly UploadTab[] = ["file", "url", "camera"];
// Only asks whether a photo would be taken now; the guard does not look at it.
const NO_PHOTO = new Blob();

/**
 * The view-model of one image field: which tab is open and in which step, what to show, and the
 * events to send. The form's value and the machine's are kept the same both ways.
 */
export function useImageUpload(actor: ImageUploadActor, value: string | null, onChange: (value: string | null) => void) {
  const held = useSelector(actor, (state) => state.context.value);
  const tab = useSelector(actor, (state) => TABS.find((name) => state.matches({ choosing: name })));
  const uploading = useSelector(actor, (state) => TABS.some((name) => state.matches({ choosing: { [name]: "uploading" } })));
  const canSelectTab = useSelector(actor, (state) => TABS.some((name) => state.can({ type: "tab.selected", tab: name })));
  const canCapture = useSelector(actor, (state) => state.can({ type: "photo.captured", photo: NO_PHOTO }));
  const progress = useSelector(actor, (state) => state.context.progress);
  const failure = useSelector(actor, (state) => state.context.failure);
  const stream = useSelector(actor, (state) => state.context.stream);
  const cameraProblem = useSelector(actor, (state) => state.context.cameraProblem);

  const heldRef = useRef(held);
  heldRef.current = held;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const reported = useRef(value);
  useEffect(() => {
    if (held === reported.current) return;
    reported.current = held;
    onChangeRef.current(held);
  }, [held]);
  useEffect(() => {
    // Only a change made by the form itself (a reset, another record) is taken over.
    if (value === reported.current) return;
    reported.current = value;
    if (value !== heldRef.current) actor.send({ type: "value.replaced", value });
  }, [value, actor]);

  return {
    tab,
    uploading,
    canCapture,
    progress,
    failure,
    stream,
    cameraProblem,
    imageUrl: held === null ? undefined : uploadUrlOf(held),
    canSelectTab,
    selectTab: (next: UploadTab) => actor.send({ type: "tab.selected", tab: next }),
    chooseFile: (file: File) => actor.send({ type: "file.chosen", file }),
    importUrl: (url: string) => actor.send({ type: "url.submitted", url }),
    capturePhoto: (photo: Blob) => actor.send({ type: "photo.captured", photo }),
    remove: () => actor.send({ type: "image.removed" }),
  };
}

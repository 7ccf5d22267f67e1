import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef } from "react";
import { captureFrame } from "./camera.ts";

interface CameraPictureProps {
  /** The picture's frame in the caller's stylesheet. */
  className: string;
  stream: MediaStream | undefined;
  canCapture: boolean;
  onCaptured: (photo: Blob) => void;
  /** The capture button's class and words, the main action or not as the caller has it. */
  buttonClassName: string;
  children: ReactNode;
}

/** The camera's live picture, and the button that takes a frame of it once the camera runs. */
export function CameraPicture({ className, stream, canCapture, onCaptured, buttonClassName, children }: CameraPictureProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream ?? null;
  }, [stream]);
  return (
    <div className={className}>
      <video ref={video} autoPlay muted playsInline aria-label={t`Camera picture`} />
      {!stream && (
        <p className="field-hint">
          <Trans>Starting the camera…</Trans>
        </p>
      )}
      <button
        type="button"
        className={buttonClassName}
        disabled={!canCapture}
        onClick={() => video.current && void captureFrame(video.current).then(onCaptured, () => {})}
      >
        {children}
      </button>
    </div>
  );
}

import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import SignatureCanvasExport, { type SignatureCanvasComponent } from "react-signature-canvas";

// Vite 8 hands this CommonJS module's default export over as the module object (TOOLCHAIN.md).
const SignatureCanvas = "default" in SignatureCanvasExport ? SignatureCanvasExport.default : SignatureCanvasExport;

interface SignaturePadProps {
  /** The stored signature (a PNG data URL), or "" when there is none. */
  image: string;
  onDraw: (image: string) => void;
  /** The pad itself, so the caller can clear it. */
  padRef: React.RefObject<SignatureCanvasComponent | null>;
  describedBy?: string;
}

/** Fits the canvas to its box at the screen's pixel density, then draws the stored signature back. */
function redraw(pad: SignatureCanvasComponent, image: string, isCurrent: (image: string) => boolean) {
  const canvas = pad.getCanvas();
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  // Setting the size empties the canvas: every resize or rotation would otherwise lose the signature.
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext("2d")?.scale(ratio, ratio);
  pad.clear();
  if (!image) return;
  const stored = new Image();
  stored.onload = () => {
    if (!isCurrent(image)) return;
    // Scaled to fit and never stretched: a signature made in landscape still fits the portrait pad.
    const scale = Math.min(canvas.offsetWidth / stored.width, canvas.offsetHeight / stored.height);
    canvas.getContext("2d")?.drawImage(stored, 0, 0, stored.width * scale, stored.height * scale);
  };
  stored.src = image;
}

/** A canvas to sign on with a mouse or a finger; it keeps showing the stored signature across resizes. */
export function SignaturePad({ image, onDraw, padRef, describedBy }: SignaturePadProps) {
  const { t } = useLingui();
  const imageRef = useRef(image);
  useEffect(() => {
    imageRef.current = image;
  }, [image]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    // Fires once at the start too, which draws a signature restored from a draft.
    const observer = new ResizeObserver(() => redraw(pad, imageRef.current, (drawn) => drawn === imageRef.current));
    observer.observe(pad.getCanvas());
    return () => observer.disconnect();
  }, [padRef]);

  return (
    <SignatureCanvas
      ref={padRef}
      clearOnResize={false}
      penColor="#1c2530"
      onEnd={() => {
        const pad = padRef.current;
        if (pad) onDraw(pad.toDataURL("image/png"));
      }}
      canvasProps={{
        className: "signature-canvas",
        role: "img",
        "aria-label": t`Signature pad: sign with your mouse or finger`,
        "aria-describedby": describedBy,
      }}
    />
  );
}

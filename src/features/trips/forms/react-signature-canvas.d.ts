// react-signature-canvas 1.0.7 ships no types: these are the parts the signature pad uses.
declare module "react-signature-canvas" {
  import type { CanvasHTMLAttributes, Component } from "react";

  export interface SignatureCanvasProps {
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement>;
    /** true (the default) clears the drawing on every window resize. */
    clearOnResize?: boolean;
    penColor?: string;
    onEnd?: () => void;
  }

  export class SignatureCanvasComponent extends Component<SignatureCanvasProps> {
    clear(): void;
    toDataURL(type?: string): string;
    getCanvas(): HTMLCanvasElement;
  }

  /** Vite 8 may hand the CommonJS default export over as the module object (TOOLCHAIN.md pitfall). */
  const exported: typeof SignatureCanvasComponent | { default: typeof SignatureCanvasComponent };
  export default exported;
}

import { useEffect, useRef } from "react";
import type { CameraProblem } from "../../../../machines/logbook-scan.machine.ts";
import { cameraProblem, loadQrScanner } from "./qr-reader.ts";

interface CameraScannerProps {
  label: string;
  onStarted: () => void;
  onFailed: (problem: CameraProblem) => void;
  onScanned: (text: string) => void;
}

/** The live camera picture, read for QR codes until the page moves on (then the camera is released). */
export function CameraScanner({ label, onStarted, onFailed, onScanned }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so the camera is not restarted when the page re-renders.
  const callbacks = useRef({ onStarted, onFailed, onScanned });
  callbacks.current = { onStarted, onFailed, onScanned };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    let release = () => {};
    void (async () => {
      try {
        const QrScanner = await loadQrScanner();
        if (stopped) return;
        const scanner = new QrScanner(element, (result) => callbacks.current.onScanned(result.data), {
          preferredCamera: "environment",
          maxScansPerSecond: 10,
          returnDetailedScanResult: true,
        });
        release = () => scanner.destroy();
        if (stopped) return release();
        await scanner.start();
        if (!stopped) callbacks.current.onStarted();
      } catch (error) {
        const problem = await cameraProblem(error);
        if (!stopped) callbacks.current.onFailed(problem);
      }
    })();
    return () => {
      stopped = true;
      release();
    };
  }, []);

  return <video ref={video} className="camera-picture" aria-label={label} muted playsInline />;
}

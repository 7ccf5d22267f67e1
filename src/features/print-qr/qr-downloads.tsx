import { Trans } from "@lingui/react/macro";
import { QRCodeCanvas, QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { saveFile } from "../../lib/save-file.ts";

/** Big enough for a poster; the SVG scales without loss. */
const DOWNLOAD_PIXELS = 1024;
const QUIET_ZONE_MODULES = 4;

/** A safe file name from the establishment's name. */
export function qrFileName(name: string): string {
  const bare = name
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `qr-${bare || "location"}`;
}

interface QrDownloadsProps {
  /** What the QR holds: the check-in address. */
  value: string;
  fileName: string;
}

/** "Download PNG" and "Download SVG" of one QR, drawn off screen at download size. */
export function QrDownloads({ value, fileName }: QrDownloadsProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  // The 1024-pixel canvas exists only while a PNG is made: a portal lists many branches.
  const [drawingPng, setDrawingPng] = useState(false);

  useEffect(() => {
    if (!drawingPng) return;
    // The canvas has drawn itself in its own effect, which runs before this one.
    canvas.current?.toBlob((blob) => blob && saveFile(blob, `${fileName}.png`), "image/png");
    setDrawingPng(false);
  }, [drawingPng, fileName]);

  const downloadSvg = () => {
    if (!svg.current) return;
    const markup = new XMLSerializer().serializeToString(svg.current);
    saveFile(new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`], { type: "image/svg+xml" }), `${fileName}.svg`);
  };

  return (
    <>
      <div hidden>
        {drawingPng && <QRCodeCanvas ref={canvas} value={value} size={DOWNLOAD_PIXELS} marginSize={QUIET_ZONE_MODULES} level="M" />}
        <QRCodeSVG ref={svg} value={value} size={DOWNLOAD_PIXELS} marginSize={QUIET_ZONE_MODULES} level="M" xmlns="http://www.w3.org/2000/svg" />
      </div>
      <button type="button" className="button secondary" onClick={() => setDrawingPng(true)}>
        <Trans>Download PNG</Trans>
      </button>
      <button type="button" className="button secondary" onClick={downloadSvg}>
        <Trans>Download SVG</Trans>
      </button>
    </>
  );
}

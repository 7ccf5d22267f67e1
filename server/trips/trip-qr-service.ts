import QRCode from "qrcode";
import sharp from "sharp";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";
import { tripQrValue } from "#domain/trips.ts";
import type { Db } from "../db/connection.ts";
import { findNewestCompleteTrip, type TripRow } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { pandemicModeOn, withQrWhenComplete } from "./trip-service.ts";

const QR_PIXELS = 512;

export interface CurrentTrip {
  trip: TripRow;
  qrId: string;
}

/** The caller's newest complete trip that has not expired: the one whose QR an officer scans. */
export async function currentTrip(db: Db, userId: string, now: Date): Promise<CurrentTrip> {
  const pandemicMode = await pandemicModeOn(db);
  const complete = await findNewestCompleteTrip(db, userId, now, pandemicMode);
  if (!complete) throw new HttpError(404, "NO_CURRENT_TRIP");
  const trip = await withQrWhenComplete(db, complete, pandemicMode);
  if (!trip.qr_id) throw new Error("A complete trip has no QR value");
  return { trip, qrId: trip.qr_id };
}

const CAPTION_PIXELS = 88;

/**
 * The trip QR as a PNG: the same value as the app's own QR, the address of the trip's public QR page,
 * with the short trip code printed under it for when no scanner reads it (decision 037).
 */
export async function tripQrPng(publicUrl: string, qrId: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(tripQrValue(publicUrl, qrId), { type: "png", width: QR_PIXELS, margin: 2, errorCorrectionLevel: "M" });
  const caption =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_PIXELS}" height="${CAPTION_PIXELS}">` +
    `<text x="${QR_PIXELS / 2}" y="54" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="48" font-weight="700" letter-spacing="6" text-anchor="middle" fill="#000">` +
    `${formatTripCode(tripCodeOf(qrId))}</text></svg>`;
  return sharp(qr)
    .extend({ bottom: CAPTION_PIXELS, background: "#ffffff" })
    .composite([{ input: Buffer.from(caption), top: QR_PIXELS, left: 0 }])
    .png()
    .toBuffer();
}

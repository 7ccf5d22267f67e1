import QRCode from "qrcode";
import { tripQrValue } from "../../src/domain/trips.ts";
import type { Db } from "../db/connection.ts";
import { findNewestCompleteTrip, type TripRow } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { pandemicModeOn, withQrWhenComplete } from "./trip-answer.ts";

export const NO_CURRENT_TRIP = "You have no current trip with a QR code. Complete your trip's declarations first.";
const QR_PIXELS = 512;

export interface CurrentTrip {
  trip: TripRow;
  qrId: string;
}

/** The caller's newest complete trip that has not expired: the one whose QR an officer scans. */
export async function currentTrip(db: Db, userId: string, now: Date): Promise<CurrentTrip> {
  const pandemicMode = await pandemicModeOn(db);
  const complete = await findNewestCompleteTrip(db, userId, now, pandemicMode);
  if (!complete) throw new HttpError(404, NO_CURRENT_TRIP);
  const trip = await withQrWhenComplete(db, complete, pandemicMode);
  if (!trip.qr_id) throw new Error("A complete trip has no QR value");
  return { trip, qrId: trip.qr_id };
}

/** The trip QR as a PNG: the same value as the app's own QR, the address of the trip's public QR page. */
export function tripQrPng(publicUrl: string, qrId: string): Promise<Buffer> {
  return QRCode.toBuffer(tripQrValue(publicUrl, qrId), { type: "png", width: QR_PIXELS, margin: 2, errorCorrectionLevel: "M" });
}

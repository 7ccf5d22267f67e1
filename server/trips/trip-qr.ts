import QRCode from "qrcode";
import { tripQrValue } from "../../src/domain/trips.ts";
import type { Db } from "../db/connection.ts";
import { listOwnTrips, type TripRow } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { isRowComplete, pandemicModeOn, withQrWhenComplete } from "./trip-answer.ts";

export const NO_CURRENT_TRIP = "You have no current trip with a QR code. Complete your trip's declarations first.";
/** Ongoing trips looked at for the current one; nobody has more trips under way at once. */
const ONGOING_TRIPS_LOOKED_AT = 20;
const QR_PIXELS = 512;

export interface CurrentTrip {
  trip: TripRow;
  qrId: string;
}

/** The caller's newest complete trip that has not expired: the one whose QR an officer scans. */
export async function currentTrip(db: Db, userId: string, now: Date): Promise<CurrentTrip> {
  const pandemicMode = await pandemicModeOn(db);
  const ongoing = await listOwnTrips(db, userId, { ongoingAt: now, limit: ONGOING_TRIPS_LOOKED_AT });
  const complete = ongoing.find((trip) => isRowComplete(trip, pandemicMode));
  if (!complete) throw new HttpError(404, NO_CURRENT_TRIP);
  const trip = await withQrWhenComplete(db, complete, pandemicMode);
  if (!trip.qr_id) throw new Error("A complete trip has no QR value");
  return { trip, qrId: trip.qr_id };
}

/** The trip QR as a PNG: the same value as the app's own QR, the address of the trip's public QR page. */
export function tripQrPng(publicUrl: string, qrId: string): Promise<Buffer> {
  return QRCode.toBuffer(tripQrValue(publicUrl, qrId), { type: "png", width: QR_PIXELS, margin: 2, errorCorrectionLevel: "M" });
}

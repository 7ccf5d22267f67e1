import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";
import { tripQrValue } from "#domain/trips.ts";
import { FALLBACK_LOCALE, type Locale, toLocale } from "#domain/locales.ts";
import type { Db } from "../db/connection.ts";
import type { MessageSender } from "../delivery/message-sender.ts";
import { HttpError } from "../http/errors.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";
import { tripQrPng } from "./trip-qr-service.ts";

const HOUR_MS = 3_600_000;

/**
 * A traveller mails their QR to themselves or a companion a few times at most; the recipient limit
 * keeps the endpoint from being used to flood a stranger's mailbox from many (guest) accounts.
 */
const TRIP_QR_EMAIL_LIMITS = {
  perAccount: { name: "trip-qr-email-account", limit: 5, windowMs: HOUR_MS },
  perRecipient: { name: "trip-qr-email-recipient", limit: 5, windowMs: 24 * HOUR_MS },
} satisfies Record<string, ThrottleRule>;

const TEMPLATES: Record<Locale, { subject: string; intro: string; open: string; alt: string; code: string }> = {
  en: {
    subject: "Your trip QR code",
    intro: "Show this QR code to the officer at the baggage claim.",
    open: "Open it on your phone:",
    alt: "Trip QR code",
    code: "Trip code, if the QR cannot be scanned:",
  },
  ja: {
    subject: "渡航用QRコード",
    intro: "手荷物受取所で税関職員にこのQRコードを提示してください。",
    open: "スマートフォンで開く：",
    alt: "渡航用QRコード",
    code: "QRコードが読み取れない場合の渡航コード：",
  },
  ko: {
    subject: "여행 QR 코드",
    intro: "수하물 찾는 곳에서 세관 직원에게 이 QR 코드를 보여 주십시오.",
    open: "휴대전화에서 열기:",
    alt: "여행 QR 코드",
    code: "QR 코드를 읽을 수 없을 때의 여행 코드:",
  },
  zh: {
    subject: "您的行程二维码",
    intro: "请在行李提取处向工作人员出示此二维码。",
    open: "在手机上打开：",
    alt: "行程二维码",
    code: "无法扫描二维码时的行程代码：",
  },
};
const QR_IMAGE_CID = "trip-qr";

/** The text body carries the link; the HTML body also shows the QR itself, as an inline image. */
function tripQrMessage(locale: Locale, link: string, code: string): { subject: string; text: string; html: string } {
  const template = TEMPLATES[locale];
  return {
    subject: template.subject,
    text: `${template.intro}\n\n${template.code} ${code}\n\n${template.open} ${link}`,
    html:
      `<p>${template.intro}</p>` +
      `<p><img src="cid:${QR_IMAGE_CID}" alt="${template.alt}" width="256" height="300"></p>` +
      `<p>${template.code} <strong style="font-family:monospace;font-size:1.4em;letter-spacing:0.1em">${code}</strong></p>` +
      `<p>${template.open} <a href="${link}">${link}</a></p>`,
  };
}

export interface TripQrEmailDependencies {
  db: Db;
  sender: MessageSender;
  publicUrl: string;
  /** Keys the throttle buckets, so the table holds no addresses. */
  serverSecret: string;
}

export interface TripQrEmail {
  userId: string;
  qrId: string;
  to: string;
}

/** Sends the trip QR in the account's language, within the limits; over them, a 429 with Retry-After. */
export async function sendTripQrEmail(
  { db, sender, publicUrl, serverSecret }: TripQrEmailDependencies,
  { reply, log }: { reply: FastifyReply; log: FastifyBaseLogger },
  email: TripQrEmail,
  now: Date,
): Promise<void> {
  for (const [rule, key] of [
    [TRIP_QR_EMAIL_LIMITS.perAccount, email.userId],
    [TRIP_QR_EMAIL_LIMITS.perRecipient, email.to],
  ] as const) {
    const retryAfter = await throttleHit(db, rule, keyedHash(serverSecret, key), now);
    if (retryAfter !== undefined) {
      reply.header("retry-after", String(retryAfter));
      throw new HttpError(429, "TOO_MANY_EMAILS");
    }
  }
  const user = await db.selectFrom("users").select("language").where("id", "=", email.userId).executeTakeFirst();
  const message = tripQrMessage(toLocale(user?.language) ?? FALLBACK_LOCALE, tripQrValue(publicUrl, email.qrId), formatTripCode(tripCodeOf(email.qrId)));
  try {
    await sender.send({
      channel: "email",
      to: email.to,
      ...message,
      inlineImages: [{ cid: QR_IMAGE_CID, filename: "trip-qr.png", contentType: "image/png", content: await tripQrPng(publicUrl, email.qrId) }],
    });
  } catch (error) {
    // Delivery errors may quote the recipient: the log keeps only their kind.
    log.error({ failure: error instanceof Error ? error.name : "unknown" }, "trip QR e-mail could not be sent");
    throw new HttpError(500, "EMAIL_NOT_SENT");
  }
}

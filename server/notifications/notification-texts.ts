import type { NotificationKind, PushPayload } from "#domain/notifications.ts";
import type { Locale } from "#domain/locales.ts";

interface Text {
  title: string;
  body: string;
}

/**
 * What push, e-mail and SMS say, in the four languages. Each is shown on a lock screen (a push, an
 * SMS preview, a mail's first line), so none names a place, a result or anything about health: it
 * says what kind of news is waiting and the app, signed in, shows the rest.
 */
const TEXTS: Record<NotificationKind, Record<Locale, Text>> = {
  customs_decision: {
    en: { title: "Your trip has been reviewed", body: "Customs has decided on your trip declaration. Open the app to see the result." },
    ja: { title: "渡航の審査が完了しました", body: "税関があなたの申告を確認しました。結果はアプリでご確認ください。" },
    ko: { title: "여행 심사가 완료되었습니다", body: "세관이 여행 신고를 검토했습니다. 결과는 앱에서 확인하십시오." },
    zh: { title: "您的行程已审核", body: "海关已审核您的行程申报。请打开应用查看结果。" },
  },
  exposure_warning: {
    en: { title: "Important message", body: "You have an important message. Please open the app to read it." },
    ja: { title: "重要なお知らせ", body: "重要なメッセージが届いています。アプリを開いてご確認ください。" },
    ko: { title: "중요한 알림", body: "중요한 메시지가 도착했습니다. 앱을 열어 확인하십시오." },
    zh: { title: "重要通知", body: "您有一条重要消息，请打开应用查看。" },
  },
  data_access: {
    en: { title: "Your data was accessed", body: "A government agency accessed your data. Open the app to see which one and when." },
    ja: { title: "あなたのデータが閲覧されました", body: "行政機関があなたのデータを閲覧しました。詳細はアプリでご確認ください。" },
    ko: { title: "귀하의 정보가 열람되었습니다", body: "정부 기관에서 귀하의 정보를 열람했습니다. 자세한 내용은 앱에서 확인하십시오." },
    zh: { title: "您的数据已被查看", body: "有政府机构查看了您的数据。请打开应用查看详情。" },
  },
  trip_expiring: {
    en: { title: "Your trip declaration expires soon", body: "Open the app to see your trip or to declare a new one." },
    ja: { title: "渡航の申告がまもなく期限切れになります", body: "アプリで渡航を確認するか、新しく申告してください。" },
    ko: { title: "여행 신고가 곧 만료됩니다", body: "앱에서 여행을 확인하거나 새로 신고하십시오." },
    zh: { title: "您的行程申报即将到期", body: "请打开应用查看行程或重新申报。" },
  },
};

/** The line before the app's address in an e-mail or SMS. */
const OPEN_APP: Record<Locale, string> = { en: "Open the app:", ja: "アプリを開く：", ko: "앱 열기:", zh: "打开应用：" };

/** What a tap opens: the trip, the home (where an exposure warning shows), or the notifications screen. */
export function notificationPath(kind: NotificationKind, subjectId: string | null): string {
  if ((kind === "customs_decision" || kind === "trip_expiring") && subjectId) return `/app/trips/${subjectId}`;
  if (kind === "exposure_warning") return "/app";
  return "/app/notifications";
}

export function pushPayload(kind: NotificationKind, subjectId: string | null, notificationId: string, locale: Locale): PushPayload {
  // The tag replaces an older push on the same subject on the phone; it names nothing of the person.
  return { ...TEXTS[kind][locale], url: notificationPath(kind, subjectId), tag: `${kind}:${subjectId ?? notificationId}` };
}

/** An e-mail's subject and text, or an SMS's text: the same discreet words and the app's address. */
export function messageText(kind: NotificationKind, subjectId: string | null, locale: Locale, publicUrl: string): { subject: string; text: string } {
  const { title, body } = TEXTS[kind][locale];
  return { subject: title, text: `${title}\n${body}\n${OPEN_APP[locale]} ${publicUrl}${notificationPath(kind, subjectId)}` };
}

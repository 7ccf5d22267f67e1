import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NotificationItem } from "#domain/notifications.ts";
import { AGENCIES, type Agency } from "#domain/staff/staff-roles.ts";
import { TRIP_REVIEW_STATUSES, type TripReviewStatus } from "#domain/trips.ts";
import { formatDay, isCalendarDay } from "../../lib/dates.ts";
import { REVIEW_STATUS_LABELS } from "../trips/flow/trip-labels.ts";

export interface NotificationText {
  title: string;
  body: string;
}

const AGENCY_NAMES: Record<Agency, MessageDescriptor> = {
  customs: msg`Customs`,
  tourism: msg`Tourism authority (MVA)`,
  health: msg`Health officials`,
  platform: msg`Platform administration`,
};

const isReviewStatus = (value: string | undefined): value is TripReviewStatus => TRIP_REVIEW_STATUSES.some((status) => status === value);
const isAgency = (value: string): value is Agency => AGENCIES.some((agency) => agency === value);

/** A YYYY-MM-DD day as the reader's locale writes it (the day itself, not shifted by the time zone); undefined if it is not one. */
function dayText(day: string | undefined, i18n: I18n): string | undefined {
  return day && isCalendarDay(day) ? formatDay(day, i18n.locale) : undefined;
}

function customsDecision({ decision }: NotificationItem["params"], i18n: I18n): NotificationText {
  const status = isReviewStatus(decision) ? i18n._(REVIEW_STATUS_LABELS[decision]) : undefined;
  return {
    title: i18n._(msg`Customs decided on your trip`),
    body: status ? i18n._(msg`Your trip's status is now: ${status}.`) : i18n._(msg`Open your trip to see the decision.`),
  };
}

function exposureWarning({ place, day, until }: NotificationItem["params"], i18n: I18n): NotificationText {
  const date = dayText(day, i18n);
  const where =
    place && date
      ? i18n._(msg`A health official warns that you may have been exposed at ${place} on ${date}.`)
      : i18n._(msg`A health official warns that you may have been exposed.`);
  const untilDay = dayText(until, i18n);
  const stayHome = untilDay ? i18n._(msg`Please stay home until ${untilDay}.`) : undefined;
  return { title: i18n._(msg`You may have been exposed`), body: [where, stayHome].filter(Boolean).join(" ") };
}

function dataAccess({ agencies = [] }: NotificationItem["params"], i18n: I18n): NotificationText {
  const names = agencies.filter(isAgency).map((agency) => i18n._(AGENCY_NAMES[agency]));
  const who = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(names);
  return {
    title: i18n._(msg`An agency looked at your data`),
    body: names.length > 0 ? i18n._(msg`${who} looked at your data.`) : i18n._(msg`A government agency looked at your data.`),
  };
}

function tripExpiring({ day }: NotificationItem["params"], i18n: I18n): NotificationText {
  const date = dayText(day, i18n);
  return {
    title: i18n._(msg`Your trip expires soon`),
    body: date ? i18n._(msg`Your trip expires on ${date}.`) : i18n._(msg`Open your trip to see when it expires.`),
  };
}

const TEXTS: Record<NotificationItem["kind"], (params: NotificationItem["params"], i18n: I18n) => NotificationText> = {
  customs_decision: customsDecision,
  exposure_warning: exposureWarning,
  data_access: dataAccess,
  trip_expiring: tripExpiring,
};

/** A notification's title and text in the reader's language, written from its kind and facts (the server stores no text). */
export function notificationText(notification: Pick<NotificationItem, "kind" | "params">, i18n: I18n): NotificationText {
  return TEXTS[notification.kind](notification.params, i18n);
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { StaffRole } from "#domain/staff/staff-roles.ts";

/** A page's code: its own chunk, downloaded the first time a member opens the page. */
type PageView = LazyExoticComponent<ComponentType>;

/** An address under a page, reached from it (a case, its graph) and open to the same roles. */
interface SubPage {
  path: string;
  view: PageView;
}

/** A console page and the roles it is open to; the server checks the same roles on every call. */
export interface ConsolePage extends SubPage {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  roles: readonly StaffRole[];
  subPages?: readonly SubPage[];
}

export const CONSOLE_PAGES = {
  customs: {
    path: "/console/customs",
    view: lazy(() => import("./customs/customs-page.tsx").then((module) => ({ default: module.CustomsPage }))),
    title: msg`Customs check`,
    summary: msg`Scan or look up a traveller's trip at baggage claim and record your decision.`,
    roles: ["customs_officer", "customs_supervisor"],
  },
  arrivals: {
    path: "/console/customs/arrivals",
    view: lazy(() => import("./customs/arrivals-page.tsx").then((module) => ({ default: module.ArrivalsPage }))),
    title: msg`Arrivals`,
    summary: msg`Today's flights and vessels: declarations and referrals on each, to see where officers are needed.`,
    roles: ["customs_officer", "customs_supervisor"],
  },
  staff: {
    path: "/console/staff",
    view: lazy(() => import("./staff/staff-page.tsx").then((module) => ({ default: module.StaffPage }))),
    title: msg`Staff`,
    summary: msg`Invite staff, change their roles, disable or enable accounts.`,
    roles: ["admin"],
  },
  tourism: {
    path: "/console/tourism",
    view: lazy(() => import("./tourism/tourism-page.tsx").then((module) => ({ default: module.TourismPage }))),
    title: msg`Tourism arrivals`,
    summary: msg`Arrivals from the visitor survey by week or month, as a chart, a table and a CSV.`,
    roles: ["tourism_analyst"],
  },
  tracing: {
    path: "/console/tracing",
    view: lazy(() => import("./tracing/tracing-page.tsx").then((module) => ({ default: module.TracingPage }))),
    title: msg`Contact tracing`,
    summary: msg`Find a person, open a case, compute and review their contacts, notify and follow them up.`,
    roles: ["health_official"],
    subPages: [
      {
        path: "/console/tracing/cases/:id",
        view: lazy(() => import("./tracing/case-page.tsx").then((module) => ({ default: module.CasePage }))),
      },
      {
        path: "/console/tracing/cases/:id/graph",
        view: lazy(() => import("./tracing/graph/chain-graph-page.tsx").then((module) => ({ default: module.ChainGraphPage }))),
      },
      {
        path: "/console/tracing/templates",
        view: lazy(() => import("./tracing/templates/templates-page.tsx").then((module) => ({ default: module.TemplatesPage }))),
      },
    ],
  },
  flags: {
    path: "/console/tracing/flags",
    view: lazy(() => import("./tracing/flags/flags-page.tsx").then((module) => ({ default: module.FlagsPage }))),
    title: msg`Flagged check-ins`,
    summary: msg`Review check-ins that look implausible: dismiss them or keep them.`,
    roles: ["health_official"],
  },
  settings: {
    path: "/console/settings",
    view: lazy(() => import("./settings/settings-page.tsx").then((module) => ({ default: module.SettingsPage }))),
    title: msg`Settings`,
    summary: msg`Switch pandemic mode and change other settings; see who changed what and when.`,
    roles: ["admin"],
  },
  referenceData: {
    path: "/console/reference-data",
    view: lazy(() => import("./reference-data/reference-data-page.tsx").then((module) => ({ default: module.ReferenceDataPage }))),
    title: msg`Symptoms and purposes`,
    summary: msg`Add, translate, order and retire the symptoms and visit purposes travellers choose from.`,
    roles: ["admin"],
  },
  establishments: {
    path: "/console/establishments",
    view: lazy(() => import("./establishments/establishments-page.tsx").then((module) => ({ default: module.EstablishmentsPage }))),
    title: msg`Establishments`,
    summary: msg`Review the establishments that print logbook QR codes; disable or enable one, with a reason.`,
    roles: ["admin"],
  },
  contactMessages: {
    path: "/console/contact-messages",
    view: lazy(() => import("./contact-messages/contact-messages-page.tsx").then((module) => ({ default: module.ContactMessagesPage }))),
    title: msg`Messages`,
    summary: msg`Read what visitors wrote in the contact form, and whether it reached the support mailbox.`,
    roles: ["admin"],
  },
  audit: {
    path: "/console/audit",
    view: lazy(() => import("./audit/audit-page.tsx").then((module) => ({ default: module.AuditPage }))),
    title: msg`Audit trail`,
    summary: msg`See who read or changed what, and check that the record is unbroken.`,
    roles: ["admin"],
  },
} as const satisfies Record<string, ConsolePage>;

/** Every signed-in member's own page, whatever their roles: their second factors, and adding a passkey. */
export const SECURITY_PAGE = {
  path: "/console/security",
  view: lazy(() => import("./security/security-page.tsx").then((module) => ({ default: module.SecurityPage }))),
  title: msg`Sign-in security`,
  summary: msg`See your second sign-in steps and add a passkey.`,
} as const satisfies Omit<ConsolePage, "roles">;

export function pagesFor(roles: readonly StaffRole[]): ConsolePage[] {
  return Object.values(CONSOLE_PAGES).filter((page) => page.roles.some((role) => roles.includes(role)));
}

export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Administrator`,
  customs_officer: msg`Customs officer`,
  customs_supervisor: msg`Customs supervisor`,
  tourism_analyst: msg`Tourism analyst`,
  health_official: msg`Health official`,
  front_liner: msg`Front-liner`,
};

/** What each role opens, said where it is granted (the invitation, the roles editor, the staff table). */
export const ROLE_HINTS: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Opens Staff, Settings, Symptoms and purposes, Messages and the Audit trail in the console; reads no personal data.`,
  customs_officer: msg`Opens the Customs check and Arrivals in the console: scan trips, read declarations, decide; amend their own decision for 30 minutes.`,
  customs_supervisor: msg`Opens what a customs officer has, and may override any customs decision with a reason.`,
  tourism_analyst: msg`Opens Tourism arrivals in the console: figures from the visitor survey, no names.`,
  health_official: msg`Opens Contact tracing and Flagged check-ins in the console.`,
  front_liner: msg`Opens a scanner in the traveller app, not the console: scans people's and places' QR codes at an entrance.`,
};

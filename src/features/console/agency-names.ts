import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Agency } from "#domain/staff/staff-roles.ts";

/** Each agency by the name staff know it by (audit trail, staff table). */
export const AGENCY_NAMES: Record<Agency, MessageDescriptor> = {
  platform: msg`Platform`,
  customs: msg`Customs`,
  tourism: msg`Tourism`,
  health: msg`Health`,
};

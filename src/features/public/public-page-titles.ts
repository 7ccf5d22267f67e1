import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PublicPageName } from "#domain/public-pages/public-pages.ts";

/** The header's title of each public page (the route table has one entry for them all). */
export const PUBLIC_PAGE_TITLES: Record<PublicPageName, MessageDescriptor> = {
  help: msg`Help`,
  memo: msg`Memo`,
  hotlines: msg`Hotlines`,
  faqs: msg`FAQs`,
  howToRegister: msg`How to register`,
  quickStart: msg`Quick start guide`,
  tour: msg`Tour`,
  ports: msg`Ports information`,
  biosecurity: msg`Customs biosecurity`,
  support: msg`Support`,
  privacy: msg`Privacy statement`,
};

import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Support",
  lead: "Help with your account, your trips and your QR codes.",
  sections: [
    {
      id: "first",
      heading: "Try these first",
      blocks: [
        {
          kind: "list",
          items: [
            "The [frequently asked questions](/faqs) answer most problems: codes that do not arrive, a lost QR code, families, checking out.",
            "Reload the page. If a banner says there are new updates, let the app reload itself.",
            "Use an up-to-date browser: Chrome, Safari, Firefox, Edge or Samsung Internet.",
            "Make the text bigger or smaller with the A buttons at the top of the page.",
          ],
        },
      ],
    },
    {
      id: "write",
      heading: "Write to us",
      blocks: [
        {
          kind: "paragraph",
          text: "Use the [contact form](/contact-us) or write to [{supportEmail}](mailto:{supportEmail}). Tell us the e-mail address or mobile number you sign in with, the page you were on and what went wrong; a screenshot helps. Never send us your one-time password: we never ask for it.",
        },
        {
          kind: "paragraph",
          text: "We answer on working days. For anything urgent on the day you travel, call the [hotlines](/hotlines).",
        },
      ],
    },
    {
      id: "more",
      heading: "More information",
      blocks: [
        {
          kind: "paragraph",
          text: "General travel information is on [the Commonwealth's travel site]({landingUrl}).",
        },
      ],
    },
  ],
} satisfies PageContent;

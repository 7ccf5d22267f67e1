import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Quick start guide",
  lead: "The app in five minutes: what to do before, during and after your trip to the Commonwealth.",
  sections: [
    {
      id: "before",
      heading: "Before you travel",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "[Open the app](/app) on your phone and choose your language.",
            "Continue as a frequent flyer with your e-mail address, or with guest access.",
            "Complete your profile and add your family members (up to 7 passengers on one declaration).",
            "Declare your trip: customs declaration, tourism survey and, when asked, health declaration. Then sign.",
            "Download or print your trip QR code.",
          ],
        },
      ],
    },
    {
      id: "arrival",
      heading: "When you arrive",
      blocks: [
        {
          kind: "list",
          items: [
            "Show your trip QR code to the customs officer at baggage claim.",
            "Declare any goods above the [duty-free limits](/customs-biosecurity#limits), and money over USD 10,000.",
          ],
        },
      ],
    },
    {
      id: "stay",
      heading: "During your stay",
      blocks: [
        {
          kind: "list",
          items: [
            "Scan the logbook QR code at the entrance of the places you visit, and check out when you leave.",
            "If you feel unwell, report your symptoms in the [digital logbook](/digital-logbook) and call the health line on the [hotlines page](/hotlines).",
            "If you are told you may have been exposed, the home page of the app shows what to do.",
          ],
        },
      ],
    },
    {
      id: "after",
      heading: "After your trip",
      blocks: [
        {
          kind: "paragraph",
          text: "Keep your account for your next trip, or delete it from your [profile](/app/profile#delete). Logbook records are deleted after 30 days in any case.",
        },
      ],
    },
  ],
} satisfies PageContent;

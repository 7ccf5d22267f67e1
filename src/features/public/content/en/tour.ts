import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Tour",
  lead: "A short look at the main parts of the app. Move between them with Next and Previous.",
  sections: [
    {
      id: "tour",
      heading: "The app in five steps",
      blocks: [
        {
          kind: "steps",
          oneAtATime: true,
          items: [
            {
              title: "Your home page",
              text: "After you sign in, the home page greets you, shows your status and leads to everything else: your profile, the digital logbook, your medical records and your trips.",
              image: "/how-to/6-home.webp",
              imageAlt: "The home page with the menu and the trips area.",
            },
            {
              title: "Trips and your QR code",
              text: "Choose your travel type and arrival date to start a trip. Fill in the declarations, sign, and your trip QR code appears; the customs officer reads it at baggage claim.",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "The new trip form with the travel types and the date of arrival.",
            },
            {
              title: "The digital logbook",
              text: "Scan the logbook QR code at a place's entrance to check in, and check out when you leave. Your recent visits and your own QR code are here too.",
              image: "/how-to/8-logbook.webp",
              imageAlt: "The digital logbook with the scan button and the recent visits.",
            },
            {
              title: "Your profile and family",
              text: "Your details, your family members and your sign-in details. The profile also shows which agencies looked at your data, and lets you delete your account.",
              image: "/how-to/5-profile.webp",
              imageAlt: "The profile form with the name fields.",
            },
            {
              title: "Language, text size and help",
              text: "The buttons at the top change the language and make the text larger or smaller. The [help page](/help) leads to the FAQs, the hotlines and support.",
              image: "/how-to/1-language.webp",
              imageAlt: "The language choice: English, Japanese, Korean and Chinese.",
            },
          ],
        },
      ],
    },
  ],
} satisfies PageContent;

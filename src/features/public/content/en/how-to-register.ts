import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "How to register",
  lead: "Register once as a frequent flyer, then declare each trip in a few minutes. Have your passport at hand.",
  sections: [
    {
      id: "steps",
      heading: "Step by step",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Choose your language",
              text: "[Open the app](/app). The first time, it asks for your language: English, 日本語, 한국어 or 中文. You can change it later with the language button at the top of every page.",
              image: "/how-to/1-language.webp",
              imageAlt: "The language choice: English, Japanese, Korean and Chinese.",
            },
            {
              title: "Choose an account type",
              text: "Choose Frequent Flyer to keep an account, so that your details are filled in on your next trip, or Guest Access to declare once without an account.",
              image: "/how-to/2-account-type.webp",
              imageAlt: "The sign-in screen with the buttons Guest Access and Frequent Flyer.",
            },
            {
              title: "Enter your e-mail address",
              text: "Type your e-mail address, then again to confirm it, and press Send OTP. We send a one-time password, a 6-digit code, to that address.",
              image: "/how-to/3-email.webp",
              imageAlt: "The e-mail address form with its Send OTP button.",
            },
            {
              title: "Enter the code",
              text: "Type the code from the e-mail and press Sign in. No code after a minute or two? See [when a code does not arrive](/faqs#codes).",
              image: "/how-to/4-code.webp",
              imageAlt: "The one-time password form.",
            },
            {
              title: "Complete your profile",
              text: "Fill in your name, birth date, gender, passport and contact details, in English, and save. Add the family members who travel with you: one declaration covers up to 7 passengers.",
              image: "/how-to/5-profile.webp",
              imageAlt: "The profile form with the name fields.",
            },
            {
              title: "Declare your trip",
              text: "On the home page, press Declare a trip, choose your travel type and arrival date, and press Start declaration. Fill in the customs declaration and the tourism survey, sign with your finger or mouse, and your trip QR code appears.",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "The new trip form with the travel types and the date of arrival.",
            },
          ],
        },
      ],
    },
    {
      id: "on-arrival",
      heading: "On arrival",
      blocks: [
        {
          kind: "paragraph",
          text: "Show your trip QR code to the customs officer at baggage claim, on your phone or on paper. Declare any goods listed in the [customs biosecurity information](/customs-biosecurity).",
        },
      ],
    },
  ],
} satisfies PageContent;

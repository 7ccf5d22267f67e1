import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "FAQs",
  lead: "The questions travellers, guests and businesses ask us most. Can't find yours? [Contact us](/contact-us).",
  sections: [
    {
      id: "codes",
      heading: "Signing in",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "My code did not arrive. What can I do?",
              answer:
                "A code can take a minute or two. Look in your e-mail's spam or junk folder, and check the address you typed. Once the waiting time on the screen has passed you can ask for a new code; only the newest one works. Codes by SMS need mobile signal, and your number with its country code. If no code comes at all, write to [{supportEmail}](mailto:{supportEmail}).",
            },
            {
              question: "The app says my code is locked.",
              answer:
                "After too many wrong tries a code stops working, to protect your account. Ask for a new code and type it carefully: it has six digits and no letters.",
            },
            {
              question: "Can I use the app without an account?",
              answer:
                "Yes. Choose Guest Access to declare a trip without an account, or Continue as Guest when you scan a place's logbook QR code. Guests type their details each time. A guest session lasts until your latest trip has expired or you leave, and cannot be opened again once it ends, so keep your trip QR code before you leave. Frequent flyers sign in with a code sent by e-mail, and their details are filled in for the next trip.",
            },
          ],
        },
      ],
    },
    {
      id: "declaring",
      heading: "Declaring a trip",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Can my family be on one declaration?",
              answer:
                "Yes. One person declares for the whole family travelling together, up to 7 passengers. Add your family members in your [profile](/app/profile), then include them in the trip. A larger group makes a second declaration.",
            },
            {
              question: "I made a mistake in my declaration.",
              answer: "Open the trip in the app and correct it, or delete the trip and start again. You can do this until you arrive.",
            },
            {
              question: "Which languages can I use?",
              answer:
                "The app speaks English, Japanese, Korean and Chinese: choose with the language button at the top of every page. The declaration's answers, such as names and addresses, are written in English.",
            },
          ],
        },
      ],
    },
    {
      id: "qr",
      heading: "QR codes",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "I lost my trip QR code.",
              answer:
                "Your QR code stays with your trip. [Open the app](/app), sign in as you did before and open the trip to show it again, print it, download it or send it to your e-mail. A guest cannot open a finished guest session again, so guests should download or print the code before they leave the app.",
            },
            {
              question: "Does the app work without internet?",
              answer:
                "Pages you have opened before open again without a connection, and a red Offline Mode bar shows while you are offline. Signing in, sending a declaration and checking in need a connection, so do them before you board or once you have Wi-Fi. Download or print your trip QR code so you can show it anywhere.",
            },
          ],
        },
      ],
    },
    {
      id: "logbook",
      heading: "Checking in at places",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How do I check out when I leave a place?",
              answer:
                "Open the [digital logbook](/digital-logbook) and press Check out under your current visit. If you forget, check out as soon as you remember: the times help health officials find only the people who were there at the same time as you.",
            },
            {
              question: "Our business needs a logbook QR code.",
              answer:
                "Register your business in the [logbook QR portal](/establishment), add your branches and print each branch's QR code to display at its entrance.",
            },
          ],
        },
      ],
    },
    {
      id: "data",
      heading: "Your data",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Who sees my data?",
              answer:
                "Customs officers see your customs declaration when you arrive. The tourism authority uses the survey for statistics only. Health officials see logbook and health information only to trace the contacts of an infectious disease. Each agency keeps its data apart, and every time a staff member opens your record it is logged: your profile shows who looked. Your data is not shared with immigration or with employers.",
            },
            {
              question: "How do I delete my data?",
              answer:
                "Open your [profile](/app/profile#delete) and choose Delete or Deactivate your account. Logbook records are deleted after 30 days in any case. Customs and tourism declarations are kept as the law requires; your health information can be deleted. The [privacy statement](/privacy-statement) gives every period.",
            },
          ],
        },
      ],
    },
  ],
} satisfies PageContent;

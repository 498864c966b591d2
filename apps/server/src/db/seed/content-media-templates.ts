import type { TextTemplate } from "./content.ts";

export interface VideoTemplate extends TextTemplate {
  seconds: [number, number];
}

export const VIDEOS: VideoTemplate[] = [
  {
    theme: "leadership",
    title: "Watch: the {quarter} town hall in six minutes",
    seconds: [300, 420],
    paragraphs: [
      "Missed the town hall? This cut covers the results, the new {city} office and the Q&A highlights.",
    ],
  },
  {
    theme: "product",
    title: "{product} {version} demo: reports in under a minute",
    seconds: [60, 150],
    paragraphs: [
      "{person} shows the new report builder in {product} {version}. Perfect to share with prospects.",
    ],
  },
  {
    theme: "careers",
    title: "A day in the life: {role} at Acme {city}",
    seconds: [90, 180],
    paragraphs: [
      "We spent a day with one of our colleagues working as {role} in {city}. Share it with people who might like to join us.",
    ],
  },
  {
    theme: "sales",
    title: "{customer} on working with Acme",
    seconds: [120, 240],
    paragraphs: ["A short testimonial from **{customer}**, approved for external use."],
  },
  {
    theme: "events",
    title: "{event} {year}: the aftermovie",
    seconds: [45, 120],
    paragraphs: ["Three minutes of the best moments from {event} in {city}."],
  },
  {
    theme: "engineering",
    title: "Tech talk: observability for {product} at scale",
    seconds: [900, 1800],
    paragraphs: ["Recording of the internal tech talk by {person}. Slides in the first comment."],
  },
  {
    theme: "sustainability",
    title: "Our road to net zero, explained in two minutes",
    seconds: [100, 140],
    paragraphs: ["What we have done, what is next, and how you can help. Featuring colleagues from {city}."],
  },
  {
    theme: "company",
    title: "Welcome to Acme {city}: a tour of the new office",
    seconds: [80, 200],
    paragraphs: ["Take a look around our brand-new {city} office before you visit."],
  },
];

export interface DocumentTemplate extends TextTemplate {
  theme: "product" | "sales" | "company" | "engineering" | "sustainability";
}

export const DOCUMENTS: DocumentTemplate[] = [
  {
    theme: "sales",
    title: "{product} {quarter} sales playbook",
    paragraphs: ["The updated playbook for {product}: personas, objections and pricing for {quarter}."],
  },
  {
    theme: "product",
    title: "{product} roadmap {year}, customer edition",
    paragraphs: [
      "The version of the {product} roadmap we can share with customers. Please use this deck only.",
    ],
  },
  {
    theme: "company",
    title: "{quarter} results presentation",
    paragraphs: [
      "The slides from the {quarter} results presentation. **Internal only** until the public release.",
    ],
  },
  {
    theme: "engineering",
    title: "Security whitepaper: how {product} protects customer data",
    paragraphs: [
      "The whitepaper prospects ask for in every security review. Updated for {product} {version}.",
    ],
  },
  {
    theme: "sustainability",
    title: "Sustainability report {year}, {city} site",
    paragraphs: ["Energy, travel and waste figures for the {city} site, with targets for next year."],
  },
  {
    theme: "sales",
    title: "Case study deck: {customer}",
    paragraphs: ["Eight slides on how {customer} uses {product}. Approved for external use."],
  },
];

export interface SurveyTemplate {
  theme: TextTemplate["theme"];
  title: string;
  paragraphs: string[];
  questions: {
    type: "singlechoice" | "multichoice" | "shorttext" | "longtext";
    question: string;
    options?: string[];
  }[];
}

export const SURVEYS: SurveyTemplate[] = [
  {
    theme: "company",
    title: "Pulse check: how is hybrid work going in {city}?",
    paragraphs: ["Three quick questions, two minutes. Results will be shared at the next town hall."],
    questions: [
      {
        type: "singlechoice",
        question: "How many days a week do you work from the office?",
        options: ["0", "1-2", "3-4", "5"],
      },
      {
        type: "multichoice",
        question: "What would make office days better?",
        options: ["Quiet rooms", "Better coffee", "Team days", "Parking"],
      },
      { type: "longtext", question: "Anything else you would like to tell us?" },
    ],
  },
  {
    theme: "events",
    title: "Help us plan {event}: pick your favourite sessions",
    paragraphs: ["We have room for six sessions. Vote for the ones you would attend."],
    questions: [
      {
        type: "multichoice",
        question: "Which sessions would you attend?",
        options: [
          "Customer panel",
          "{product} deep dive",
          "AI in planning",
          "Career paths",
          "Live hackathon demos",
        ],
      },
      {
        type: "singlechoice",
        question: "Which format do you prefer?",
        options: ["In person", "Online", "Both"],
      },
    ],
  },
  {
    theme: "product",
    title: "{product} feedback: which feature should we build next?",
    paragraphs: ["Your customer conversations shape the roadmap. Tell us what you hear most."],
    questions: [
      {
        type: "singlechoice",
        question: "Most requested feature?",
        options: ["Mobile app", "Offline mode", "More integrations", "Custom reports"],
      },
      { type: "shorttext", question: "Which customer asked for it most recently?" },
    ],
  },
  {
    theme: "careers",
    title: "Learning budget {year}: what would you like to learn?",
    paragraphs: ["Every employee has a learning budget. Help us choose which trainings to offer in-house."],
    questions: [
      {
        type: "multichoice",
        question: "Topics you are interested in",
        options: ["Public speaking", "Data analysis", "Leadership", "Languages", "Negotiation"],
      },
      {
        type: "singlechoice",
        question: "Preferred format",
        options: ["Workshop", "Online course", "Coaching"],
      },
      { type: "shorttext", question: "A trainer or course you would recommend?" },
    ],
  },
  {
    theme: "sustainability",
    title: "Commuting survey for the {city} office",
    paragraphs: ["We are applying for a city mobility grant and need to know how you get to work."],
    questions: [
      {
        type: "singlechoice",
        question: "How do you usually commute?",
        options: ["Car", "Public transport", "Bike", "Walk"],
      },
      {
        type: "singlechoice",
        question: "Would you use a company bike lease?",
        options: ["Yes", "No", "Maybe"],
      },
    ],
  },
  {
    theme: "sales",
    title: "{quarter} field survey: what is slowing your deals down?",
    paragraphs: ["Anonymous. The sales leadership team reads every answer."],
    questions: [
      {
        type: "multichoice",
        question: "Main blockers",
        options: ["Legal review", "Pricing approval", "Missing case studies", "Demo environment"],
      },
      { type: "longtext", question: "Tell us about a deal we could have won with better support." },
    ],
  },
];

import type { TextTemplate } from "./content.ts";

export const ARTICLES: TextTemplate[] = [
  {
    theme: "product",
    title: "{product} {version} is here: what changes for your customers",
    paragraphs: [
      "Today we are rolling out **{product} {version}** to every customer. The release focuses on speed and on the reporting features our account teams asked for most.",
      "Highlights: dashboards load up to {percent}% faster, exports now run in the background, and admins can finally schedule reports by e-mail.",
      "Read the full [release notes](https://docs.acme.example/{slug}) and book a slot with the product team if you want a walkthrough for a key account.",
    ],
  },
  {
    theme: "company",
    title: "{quarter} town hall: the five things to remember",
    paragraphs: [
      "Thank you to the {number} of you who joined the {quarter} town hall in person or online. Here is the short version.",
      "**Revenue grew {percent}%** year on year, customer churn is at its lowest level ever, and we are opening a new office in {city}.",
      "The recording and the slides are on the [intranet](https://intranet.acme.example/town-hall). Questions we could not answer live will be answered in this channel next week.",
    ],
  },
  {
    theme: "careers",
    title: "Meet the team: {team} in {city}",
    paragraphs: [
      "This month we visited the {team} team in {city}. {number} people, eleven nationalities and one very opinionated coffee machine.",
      '{person} told us what makes the team special: **"We ship small things every day and celebrate every customer who notices."**',
      "The team is looking for a new {role}. Know someone? Share the post or use the referral form.",
    ],
  },
  {
    theme: "sustainability",
    title: "How the {city} office cut its energy use by {percent}%",
    paragraphs: [
      "Twelve months ago the {city} office set itself a simple goal: use less energy without making anyone colder. The results are in.",
      "Smart thermostats, motion-sensing lights and a switch to a green energy contract brought consumption down by **{percent}%**.",
      "The playbook is now being rolled out to every Acme site. See the [sustainability report](https://acme.example/sustainability) for the numbers per site.",
    ],
  },
  {
    theme: "leadership",
    title: "A note from our CEO on the {quarter} priorities",
    paragraphs: [
      "As we start {quarter}, I want to be clear about where we focus: our customers, our product quality and each other.",
      "We will invest in **{product}**, hire {number} more people in engineering and support, and simplify how we make decisions.",
      "I will be in {city} next month for an open Q&A. Bring your hardest questions.",
    ],
  },
  {
    theme: "engineering",
    title: "Inside the platform: how we moved {product} to zero-downtime deploys",
    paragraphs: [
      "Until this spring, every {product} release meant a maintenance window. Not anymore: we now deploy {number} times a week without customers noticing.",
      "The key changes were **blue-green environments**, database migrations that are always backwards compatible, and a lot of automated tests.",
      "The full write-up, with diagrams, is on the [engineering blog](https://engineering.acme.example/{slug}).",
    ],
  },
  {
    theme: "events",
    title: "{event} {year}: registration is open",
    paragraphs: [
      "Save the date: **{event}** takes place in {city} in {month}. Expect customer talks, product deep dives and plenty of time to meet.",
      "Employees can register for free with their Acme e-mail. Customers get a {percent}% early-bird discount until the end of the month.",
      "Agenda and registration: [acme.example/events](https://acme.example/events).",
    ],
  },
  {
    theme: "sales",
    title: "How {customer} saves {percent}% on operations with {product}",
    paragraphs: [
      "{customer} moved its planning to {product} last year. Twelve months later, operational costs are down **{percent}%**.",
      '"We replaced three spreadsheets and a weekly meeting," says their head of operations. Our {city} team led the rollout in six weeks.',
      "Use this story with prospects in the same industry: the case study is approved for external sharing.",
    ],
  },
  {
    theme: "company",
    title: "Welcome to our new colleagues in {city}",
    paragraphs: [
      "This week {number} new colleagues joined us in {city}, across {team}, sales and engineering.",
      "Say hello in the comments and help them find their way around. A special thanks to the onboarding buddies!",
    ],
  },
  {
    theme: "careers",
    title: "Our graduate programme is back for {year}, now also in {city}",
    paragraphs: [
      "After a great first year, the **Acme graduate programme** returns with {number} places, including, for the first time, {city}.",
      "Graduates rotate through three teams in 18 months and get a mentor from the leadership team.",
      "Applications close at the end of {month}. [Apply here](https://careers.acme.example/graduates).",
    ],
  },
  {
    theme: "company",
    lang: "de",
    title: "Neues Büro in {city}: Einweihung im {month}",
    paragraphs: [
      "Unser Team in {city} zieht um! Das neue Büro bietet Platz für {number} Kolleginnen und Kollegen und liegt direkt am Bahnhof.",
      "Die **Einweihungsfeier** findet im {month} statt. Alle Details folgen in diesem Kanal.",
    ],
  },
  {
    theme: "product",
    lang: "de",
    title: "{product} {version}: die wichtigsten Neuerungen auf einen Blick",
    paragraphs: [
      "Mit {product} {version} werden Berichte bis zu **{percent}% schneller** geladen.",
      "Die vollständigen [Versionshinweise](https://docs.acme.example/de/{slug}) stehen ab sofort bereit.",
    ],
  },
  {
    theme: "careers",
    lang: "fr",
    title: "Bienvenue à nos nouveaux collègues de {city}",
    paragraphs: [
      "Cette semaine, {number} nouveaux collègues ont rejoint l'équipe de {city}.",
      "N'hésitez pas à leur souhaiter la bienvenue en commentaire. **Bienvenue chez Acme !**",
    ],
  },
  {
    theme: "sustainability",
    lang: "fr",
    title: "Journée solidaire à {city} : merci aux {number} bénévoles",
    paragraphs: [
      "Samedi dernier, {number} collègues ont participé à la journée solidaire organisée à {city}.",
      "Au programme : plantation d'arbres et nettoyage des berges. Le [bilan complet](https://acme.example/fr/{slug}) est en ligne.",
    ],
  },
];

export const LINKS: TextTemplate[] = [
  {
    theme: "product",
    title: 'TechDaily reviews {product} {version}: "the planning tool to beat"',
    url: "https://techdaily.example.com/reviews/{slug}",
    paragraphs: [
      "A glowing review of {product} {version} in TechDaily. Great material to share with your network.",
    ],
  },
  {
    theme: "company",
    title: "Acme named one of the best places to work in {city}",
    url: "https://workplace-awards.example.org/{year}/{slug}",
    paragraphs: [
      "We made the list again! The ranking is based on anonymous employee surveys, so this one is really yours.",
    ],
  },
  {
    theme: "sales",
    title: "{customer} picks Acme for its European rollout",
    url: "https://news.example.com/business/{slug}",
    paragraphs: [
      "The press release is out: **{customer}** will use {product} in {number} sites across Europe. Congratulations to the {city} team!",
    ],
  },
  {
    theme: "engineering",
    title: "Our talk at {event}: scaling {product} to millions of events a day",
    url: "https://conference.example.org/talks/{slug}",
    paragraphs: [
      "{person} presented how the {product} pipeline handles peak traffic. Slides and video are linked in the article.",
    ],
  },
  {
    theme: "sustainability",
    title: "Why logistics companies are betting on greener planning ({quarter} report)",
    url: "https://greenbusiness.example.com/{slug}",
    paragraphs: [
      "An industry report quoting our {city} team on how better planning cuts empty truck kilometres by {percent}%.",
    ],
  },
  {
    theme: "careers",
    title: "{role} in {city}: we are hiring",
    url: "https://careers.acme.example/jobs/{slug}",
    paragraphs: [
      "Know a great {role}? The {team} team in {city} is growing. Referrals that lead to a hire earn a bonus.",
    ],
  },
  {
    theme: "events",
    title: "Join our {month} webinar: getting started with {product}",
    url: "https://webinars.example.com/acme/{slug}",
    paragraphs: [
      "A 45-minute live session for customers and prospects, hosted by {person}. Please share with your contacts.",
    ],
  },
  {
    theme: "leadership",
    title: "Interview: our CEO on building software people enjoy using",
    url: "https://businessweekly.example.com/interviews/{slug}-{city}",
    paragraphs: ["A long read from the {city} edition of Business Weekly, recorded after {event}."],
  },
  {
    theme: "product",
    lang: "de",
    title: "Wirtschaftsmagazin: {product} im Praxistest bei {customer}",
    url: "https://wirtschaft.example.de/{slug}",
    paragraphs: ["Ein ausführlicher Praxisbericht über {product} bei **{customer}**. Gerne teilen!"],
  },
  {
    theme: "company",
    lang: "fr",
    title: "Acme ouvre un nouveau bureau à {city}",
    url: "https://actualites.example.fr/entreprises/{slug}",
    paragraphs: [
      "La presse parle de notre nouveau bureau à {city}, qui accueillera {number} collaborateurs.",
    ],
  },
];

export const IMAGES: TextTemplate[] = [
  {
    theme: "events",
    title: "Photos from {event} in {city}",
    paragraphs: ["What a day! Thanks to everyone who came to **{event}**. Tag yourself in the comments 📸"],
  },
  {
    theme: "company",
    title: "Summer party {year} at the {city} office",
    paragraphs: ["Food trucks, a quiz and a very competitive tug of war. The {team} team won, again."],
  },
  {
    theme: "sustainability",
    title: "Volunteer day: {number} trees planted near {city}",
    paragraphs: [
      "{number} trees, {percent} volunteers from every team and zero complaints about the rain. Thank you all!",
    ],
  },
  {
    theme: "careers",
    title: "First week for our new {team} colleagues in {city}",
    paragraphs: ["Onboarding week in {city}: workshops, a city tour and, of course, the welcome lunch."],
  },
  {
    theme: "product",
    title: "A first look at the new {product} dashboard",
    paragraphs: [
      "Screenshots of the redesigned **{product}** dashboard, shipping in {month}. Feedback welcome!",
    ],
  },
  {
    theme: "sales",
    title: "Kick-off with {customer} in {city}",
    paragraphs: ["Great kick-off workshop with {customer} this week. {person} led the session."],
  },
  {
    theme: "engineering",
    title: "Hackathon week: the {number} projects in pictures",
    paragraphs: [
      "From a voice assistant for {product} to a plant-watering robot. See you at the demo session!",
    ],
  },
  {
    theme: "leadership",
    title: "Leadership offsite {quarter}: the wall of ideas",
    paragraphs: [
      "The leadership team spent two days in {city} working on the {quarter} plan. Here are the sticky notes.",
    ],
  },
  {
    theme: "events",
    lang: "de",
    title: "Impressionen vom Sommerfest in {city}",
    paragraphs: ["Danke an alle, die beim Sommerfest in {city} dabei waren!"],
  },
  {
    theme: "company",
    lang: "fr",
    title: "Retour en images sur notre séminaire à {city}",
    paragraphs: ["Deux jours d'ateliers et de rencontres à {city}. Merci à tous les participants !"],
  },
];

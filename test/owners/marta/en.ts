import type { Messages } from './types'

export const en = {
  meta: {
    title: '{name} · Backend Developer',
    description:
      '{name}, freelance backend developer: APIs, data & platforms in Go, Rust and PostgreSQL. Projects, skills and contact.',
    ogImageAlt: '{name}, backend developer',
  },
  skipLink: 'Skip to content',
  loading: 'Loading...',
  nav: {
    label: 'Main',
    compactLabel: 'Sections',
    sections: {
      home: 'Home',
      skills: 'Skills',
      projects: 'Projects',
      'about-me': 'About me',
      contact: 'Contact',
    },
  },
  language: { toggleLabel: 'Switch to Spanish', current: 'EN', other: 'ES' },
  theme: { toggleLabel: 'Dark theme' },
  floatingMenu: { label: 'Quick links', open: 'Show quick links' },
  social: {
    github: 'GitHub profile',
    linkedin: 'LinkedIn profile',
    mail: 'Send an e-mail',
  },
  documents: {
    downloadCv: 'Download CV',
    cvFormat: '(PDF, {size})',
    contactCard: 'Save contact',
    contactCardLabel: 'Save {name}’s contact card (vCard)',
  },
  hero: {
    greeting: 'Hi! I am',
    subtitle: 'Backend & Data Engineer',
    description:
      'I design APIs and data pipelines that hold up under traffic spikes: services in Go and Rust, well-indexed PostgreSQL and deployments you can roll back in a minute.',
    contactCta: 'Contact me',
    projectsCta: 'My Projects',
    pictureAlt: 'Photo of {name} on a green background',
    socialRailLabel: 'Social',
  },
  availability: {
    now: 'Taking on new work',
    from: 'Taking on new work from {date}',
    booked: 'Booked for now',
    note: 'Write anyway for next year.',
  },
  quotes: [],
  skills: {
    tag: 'Skills',
    title: 'My tech stack',
    description: 'The tools I design, build and ship with.',
    groups: {
      apis: 'APIs and services',
      data: 'Data',
      platform: 'Platform',
      practice: 'Observability',
    },
  },
  projects: {
    tag: 'Projects',
    title: 'My Projects',
    technologies: 'Technologies',
    repository: 'Github Repository',
    liveDemo: 'Live demo',
    demoStarting: 'The live demo will open shortly. Starting servers...',
    opensInNewTab: '(opens in a new tab)',
    carousel: {
      label: 'Featured projects',
      slide: 'Project {n} of {total}',
      goTo: 'Go to project {n}',
      previous: 'Previous project',
      next: 'Next project',
      pause: 'Pause the carousel',
      play: 'Resume the carousel',
    },
    readCaseStudy: 'Read the case study',
    allProjects: 'See all projects',
  },
  about: {
    tag: 'About me',
    title: 'Who I am',
    paragraphs: {
      path: {
        title: 'Path',
        description:
          'I started out maintaining the billing system of an energy cooperative; today I help small teams keep their services up on the day that matters most.',
      },
      method: {
        title: 'How I work',
        description:
          'I measure before I optimise, write the runbook before the deploy and leave every service with its metrics, its alerts and someone who can read them.',
      },
    },
  },
  contact: {
    tag: 'Contact',
    title: 'Let’s talk',
    description: 'Have a project or an opening? Write to me and I will answer within a day or two.',
    fields: {
      name: { label: 'Name', placeholder: 'Your name', required: 'Please fill in your name' },
      email: {
        label: 'E-mail',
        placeholder: 'you@example.com',
        required: 'Please fill in your email',
      },
      subject: {
        label: 'Subject',
        placeholder: 'What would you like to talk about',
        required: 'Please fill in your subject',
      },
      message: {
        label: 'Message',
        placeholder: 'Tell me about your idea...',
        required: 'Please fill in your message',
      },
    },
    tooShort: 'At least {min} characters.',
    tooLong: 'At most {max} characters.',
    invalidEmail: 'Check the format, for example name@domain.com.',
    consent: 'I agree that {name} may use my name and e-mail address to reply to my message.',
    consentRequired: 'Tick this box so that I can reply to you.',
    privacyNote: {
      before: 'By sending the form you confirm that you have read the ',
      link: 'Privacy Policy',
      after: '.',
    },
    send: 'Send',
    sending: 'Sending...',
    sent: 'Thank you for your email. I will get back to you as soon as possible',
    failed: 'Unfortunately the sending of your email did not work. Please try again later',
    rateLimited: 'You have sent several messages in a row. Please try again in a few minutes.',
    previewLabel: 'Message preview',
    brief: {
      service: 'Service',
      budget: 'Budget',
      timeline: 'When should it start?',
      none: 'No preference',
      budgets: {},
      timelines: { 'this-quarter': 'This quarter', 'next-quarter': 'Next quarter', later: 'Later' },
    },
    answer: {
      title: 'Your message to {name}',
      invalid: 'Please check these fields and send your message again:',
      tooLarge: 'Your message is too long to send.',
      back: 'Back to the form',
    },
  },
  footer: {
    copyright: '© {year} {name}. All rights reserved.',
    legal: 'Imprint',
  },
  legal: {
    imprint: {
      title: 'Imprint',
      description:
        'Imprint of {name}’s portfolio: who runs this website, a self-employed software developer, and how to get in touch.',
      paragraphs: [
        'Owner: {name}, self-employed software developer.',
        'Contact: {email}.',
        'This website presents its owner’s professional services and projects. Texts and images belong to the owner unless stated otherwise.',
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'How {name} handles the data you send with the contact form: what is kept, why, for how long, and your rights. No cookies, no third parties.',
      paragraphs: [
        'Controller: {name} ({email}).',
        'Data: the name, e-mail address, subject and message you send with the contact form.',
        'Purpose and legal basis: replying to your message, with the explicit consent you give by ticking the form’s checkbox.',
        'Retention: delivered messages are deleted from the server after a few days; the e-mail conversation is kept while it is needed to help you.',
        'This site uses no cookies and no third-party services. It stores only the language, the theme and the form draft in your browser.',
        'You can ask for access to, correction or deletion of your data by writing to the address above.',
      ],
    },
    close: 'Close',
  },
  notFound: {
    title: 'Unexpected Application Error!',
    message: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  toast: { close: 'Dismiss notification' },
} as const satisfies Messages

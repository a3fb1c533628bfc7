import type { Messages } from './types'

export const en = {
  meta: {
    title: '{name} · Fullstack Developer',
    description:
      'Portfolio of {name}, freelance fullstack developer: React, TypeScript, Node.js and mobile apps. Projects, skills and contact.',
    ogImageAlt: '{name}, fullstack developer',
  },
  skipLink: 'Skip to content',
  loading: 'Loading...',
  nav: {
    label: 'Main',
    compactLabel: 'Sections',
    sections: {
      home: 'Home',
      services: 'Services',
      skills: 'Skills',
      projects: 'Projects',
      testimonials: 'Clients',
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
    subtitle: 'Fullstack Developer',
    description:
      'A recent software engineering graduate. I build web and mobile applications end to end: polished interfaces, sturdy APIs and deployments without surprises.',
    contactCta: 'Contact me',
    projectsCta: 'My Projects',
    pictureAlt: 'Illustrated portrait of {name}',
    socialRailLabel: 'Social',
  },
  availability: {
    now: 'Available for new projects',
    from: 'Available from {date}',
    booked: 'Fully booked for now',
  },
  services: {
    tag: 'Services',
    title: 'How I can help',
    description: 'Fixed-scope projects with a clear estimate, or my hours when you need a hand.',
    priceFrom: 'from {price}',
    per: { project: 'per project', day: 'per day', hour: 'per hour' },
    included: 'Included',
    duration: 'Typical duration',
    ask: 'Ask about this',
    offers: {
      'web-app': {
        title: 'Web application',
        summary: 'From idea to production: interface, API and deployment.',
        included: ['Design in Figma', 'React and Node.js', 'Tests and deployment'],
        duration: '4 to 8 weeks',
      },
      'mobile-app': {
        title: 'Mobile app',
        summary: 'One app for iOS and Android, published in both stores.',
        included: ['React Native', 'Offline first', 'Store publishing'],
        duration: '6 to 10 weeks',
      },
      consulting: {
        title: 'Code review and advice',
        summary: 'A second pair of eyes on your code, architecture or plan.',
        included: ['Written review', 'A call to go through it'],
      },
    },
  },
  testimonials: { tag: 'Clients', title: 'What clients say', caseStudy: 'Read the case study' },
  quotes: [
    { text: 'Everything you can imagine, you can program.', caption: 'Portfolio of projects' },
    {
      text: 'I write code other people can read, test and maintain.',
      caption: 'How I work',
    },
  ],
  skills: {
    tag: 'Skills',
    title: 'My tech stack',
    description: 'The tools I design, build and ship with.',
    groups: { web: 'Web development', design: 'Design', mobile: 'Mobile development' },
  },
  projects: {
    tag: 'Projects',
    title: 'My Projects',
    technologies: 'Technologies',
    repository: 'Github Repository',
    liveDemo: 'Live demo',
    demoStarting: 'The live demo will open shortly. Starting servers...',
    opensInNewTab: '(opens in a new tab)',
    clientWork: 'Client work: the code is private.',
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
      technology: {
        title: 'Technology',
        description:
          'I found programming by taking web pages apart to see how they worked. Today I enjoy joining front end and back end into products people really use.',
      },
      values: {
        title: 'Values',
        description:
          'Clear communication, small and frequent deliveries, and accessibility from day one. I prefer simple things that work to clever things that impress.',
      },
      hobbies: {
        title: 'Hobbies',
        description:
          'When I am not coding I hike mountain trails, photograph landscapes and cook my grandmother’s recipes with an experiment of my own.',
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
      timeline: 'Timeline',
      none: 'Not sure yet',
      budgets: { 'under-5k': 'Under €5,000', '5k-15k': '€5,000 to €15,000', 'over-15k': 'Over €15,000' },
      timelines: { asap: 'As soon as possible', '1-3-months': 'In 1 to 3 months', flexible: 'Flexible' },
    },
    bookCall: 'Prefer to talk? Book a call',
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

import type { Messages } from './types'

export const es = {
  meta: {
    title: '{name} · Desarrolladora backend',
    description:
      '{name}, desarrolladora backend freelance: APIs, datos & plataformas en Go, Rust y PostgreSQL. Proyectos, habilidades y contacto.',
    ogImageAlt: '{name}, desarrolladora backend',
  },
  skipLink: 'Saltar al contenido',
  loading: 'Cargando...',
  nav: {
    label: 'Principal',
    compactLabel: 'Secciones',
    sections: {
      home: 'Inicio',
      skills: 'Habilidades',
      projects: 'Proyectos',
      'about-me': 'Sobre mi',
      contact: 'Contacto',
    },
  },
  language: { toggleLabel: 'Cambiar a inglés', current: 'ES', other: 'EN' },
  theme: { toggleLabel: 'Tema oscuro' },
  floatingMenu: { label: 'Accesos rápidos', open: 'Mostrar accesos rápidos' },
  social: {
    github: 'Perfil de GitHub',
    linkedin: 'Perfil de LinkedIn',
    mail: 'Enviar un correo electrónico',
  },
  documents: {
    downloadCv: 'Descargar CV',
    cvFormat: '(PDF, {size})',
    contactCard: 'Guardar contacto',
    contactCardLabel: 'Guardar el contacto de {name} (vCard)',
  },
  hero: {
    greeting: '¡Hola! Soy',
    subtitle: 'Backend & Data Engineer',
    description:
      'Diseño APIs y canalizaciones de datos que aguantan picos de tráfico: servicios en Go y Rust, PostgreSQL bien indexado y despliegues que se pueden deshacer en un minuto.',
    contactCta: 'Contáctame',
    projectsCta: 'Mis proyectos',
    pictureAlt: 'Foto de {name} sobre un fondo verde',
    socialRailLabel: 'Redes',
  },
  availability: {
    now: 'Acepto nuevos encargos',
    from: 'Acepto nuevos encargos a partir del {date}',
    booked: 'Agenda completa por ahora',
    note: 'Escríbeme igualmente para el año que viene.',
  },
  quotes: [],
  skills: {
    tag: 'Habilidades',
    title: 'Mi stack tecnológico',
    description: 'Las herramientas con las que diseño, construyo y publico.',
    groups: {
      apis: 'APIs y servicios',
      data: 'Datos',
      platform: 'Plataforma',
      practice: 'Observabilidad',
    },
  },
  projects: {
    tag: 'Proyectos',
    title: 'Mis proyectos',
    technologies: 'Tecnologías',
    repository: 'Github Repository',
    liveDemo: 'Demo en vivo',
    demoStarting: 'La demo en vivo se abrirá en breve. Iniciando servidores...',
    opensInNewTab: '(se abre en una pestaña nueva)',
    carousel: {
      label: 'Proyectos destacados',
      slide: 'Proyecto {n} de {total}',
      goTo: 'Ir al proyecto {n}',
      previous: 'Proyecto anterior',
      next: 'Proyecto siguiente',
      pause: 'Pausar el carrusel',
      play: 'Reanudar el carrusel',
    },
    readCaseStudy: 'Leer el caso de estudio',
    allProjects: 'Ver todos los proyectos',
  },
  about: {
    tag: 'Sobre mi',
    title: 'Quién soy',
    paragraphs: {
      path: {
        title: 'Trayectoria',
        description:
          'Empecé manteniendo el sistema de facturación de una cooperativa eléctrica; hoy ayudo a equipos pequeños a que sus servicios no se caigan el día que más importa.',
      },
      method: {
        title: 'Cómo trabajo',
        description:
          'Mido antes de optimizar, escribo el runbook antes del despliegue y dejo cada servicio con sus métricas, sus alertas y alguien que sepa leerlas.',
      },
    },
  },
  contact: {
    tag: 'Contacto',
    title: 'Hablemos',
    description: '¿Tienes un proyecto o una vacante? Escríbeme y te respondo en uno o dos días.',
    fields: {
      name: {
        label: 'Nombre',
        placeholder: 'Tu nombre',
        required: 'Por favor, introduce tu nombre',
      },
      email: {
        label: 'Correo electrónico',
        placeholder: 'tu@correo.com',
        required: 'Por favor, introduce tu correo electrónico',
      },
      subject: {
        label: 'Asunto',
        placeholder: 'De qué quieres hablar',
        required: 'Por favor, introduce el asunto',
      },
      message: {
        label: 'Mensaje',
        placeholder: 'Cuéntame tu idea...',
        required: 'Por favor, escribe tu mensaje',
      },
    },
    tooShort: 'Mínimo {min} caracteres.',
    tooLong: 'Máximo {max} caracteres.',
    invalidEmail: 'Revisa el formato, por ejemplo nombre@dominio.com.',
    consent: 'Acepto que {name} use mi nombre y mi correo electrónico para responder a mi mensaje.',
    consentRequired: 'Marca esta casilla para que pueda responderte.',
    privacyNote: {
      before: 'Al enviar el formulario confirmas que has leído la ',
      link: 'Política de privacidad',
      after: '.',
    },
    send: 'Enviar',
    sending: 'Enviando...',
    sent: 'Gracias por tu mensaje. Te responderé lo antes posible',
    failed:
      'Lamentablemente, el envío de tu mensaje no ha funcionado. Inténtalo de nuevo más tarde',
    rateLimited: 'Has enviado varios mensajes seguidos. Inténtalo de nuevo en unos minutos.',
    previewLabel: 'Vista previa del mensaje',
    brief: {
      service: 'Servicio',
      budget: 'Presupuesto',
      timeline: '¿Cuándo debería empezar?',
      none: 'Sin preferencia',
      budgets: {},
      timelines: { 'this-quarter': 'Este trimestre', 'next-quarter': 'El próximo trimestre', later: 'Más adelante' },
    },
    answer: {
      title: 'Tu mensaje para {name}',
      invalid: 'Revisa estos campos y vuelve a enviar tu mensaje:',
      tooLarge: 'Tu mensaje es demasiado largo para enviarlo.',
      back: 'Volver al formulario',
    },
  },
  footer: {
    copyright: '© {year} {name}. Todos los derechos reservados.',
    legal: 'Aviso legal',
  },
  legal: {
    imprint: {
      title: 'Aviso legal',
      description:
        'Aviso legal del portafolio de {name}: quién es la titular de este sitio, desarrolladora de software autónoma, y cómo ponerse en contacto.',
      paragraphs: [
        'Titular: {name}, desarrolladora de software autónoma.',
        'Contacto: {email}.',
        'Este sitio web presenta los servicios profesionales y los proyectos de su titular. Los textos e imágenes son propiedad de su titular salvo indicación contraria.',
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Cómo trata {name} los datos que envías con el formulario de contacto: qué se guarda, para qué, durante cuánto tiempo y tus derechos. Sin cookies ni terceros.',
      paragraphs: [
        'Responsable: {name} ({email}).',
        'Datos: el nombre, el correo electrónico, el asunto y el mensaje que envías con el formulario de contacto.',
        'Finalidad y base legal: responder a tu mensaje, con tu consentimiento expreso al marcar la casilla del formulario.',
        'Conservación: los mensajes entregados se borran del servidor pasados unos días; la conversación por correo se conserva mientras sea necesaria para atenderte.',
        'Este sitio no usa cookies ni servicios de terceros. Guarda en tu navegador solo el idioma, el tema y el borrador del formulario.',
        'Puedes pedir el acceso, la rectificación o la supresión de tus datos escribiendo a la dirección indicada.',
      ],
    },
    close: 'Cerrar',
  },
  notFound: {
    title: 'Unexpected Application Error!',
    message: 'La página que buscas no existe o se ha movido.',
    backHome: 'Volver al inicio',
  },
  toast: { close: 'Cerrar aviso' },
} as const satisfies Messages

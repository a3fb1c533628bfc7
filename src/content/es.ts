import type { Messages } from './types'

export const es = {
  meta: {
    title: '{name} · Desarrolladora Fullstack',
    description:
      'Portafolio de {name}, desarrolladora fullstack freelance: React, TypeScript, Node.js y apps móviles. Proyectos, habilidades y contacto.',
    ogImageAlt: '{name}, desarrolladora fullstack',
  },
  skipLink: 'Saltar al contenido',
  loading: 'Cargando...',
  nav: {
    label: 'Principal',
    compactLabel: 'Secciones',
    sections: {
      home: 'Inicio',
      services: 'Servicios',
      skills: 'Habilidades',
      projects: 'Proyectos',
      testimonials: 'Clientes',
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
    subtitle: 'Fullstack Developer',
    description:
      'Ingeniera de software recién titulada. Construyo aplicaciones web y móviles de principio a fin: interfaces cuidadas, APIs robustas y despliegues sin sorpresas.',
    contactCta: 'Contáctame',
    projectsCta: 'Mis proyectos',
    pictureAlt: 'Retrato ilustrado de {name}',
    socialRailLabel: 'Redes',
  },
  availability: {
    now: 'Disponible para nuevos proyectos',
    from: 'Disponible desde el {date}',
    booked: 'Sin disponibilidad por ahora',
  },
  services: {
    tag: 'Servicios',
    title: 'En qué te puedo ayudar',
    description: 'Proyectos cerrados con un presupuesto claro, o mis horas cuando necesitas una mano.',
    priceFrom: 'desde {price}',
    per: { project: 'por proyecto', day: 'por día', hour: 'por hora' },
    included: 'Incluye',
    duration: 'Duración habitual',
    ask: 'Consultar',
    offers: {
      'web-app': {
        title: 'Aplicación web',
        summary: 'De la idea a producción: interfaz, API y despliegue.',
        included: ['Diseño en Figma', 'React y Node.js', 'Pruebas y despliegue'],
        duration: 'de 4 a 8 semanas',
      },
      'mobile-app': {
        title: 'App móvil',
        summary: 'Una app para iOS y Android, publicada en las dos tiendas.',
        included: ['React Native', 'Funciona sin conexión', 'Publicación en tiendas'],
        duration: 'de 6 a 10 semanas',
      },
      consulting: {
        title: 'Revisión de código y consejo',
        summary: 'Otra mirada sobre tu código, tu arquitectura o tu plan.',
        included: ['Informe por escrito', 'Una llamada para comentarlo'],
      },
    },
  },
  testimonials: { tag: 'Clientes', title: 'Lo que dicen mis clientes', caseStudy: 'Leer el caso de estudio' },
  quotes: [
    {
      text: 'Todo lo que puedas imaginar, lo puedes programar.',
      caption: 'Portafolio de proyectos',
    },
    {
      text: 'Escribo código que otras personas pueden leer, probar y mantener.',
      caption: 'Cómo trabajo',
    },
  ],
  skills: {
    tag: 'Habilidades',
    title: 'Mi stack tecnológico',
    description: 'Las herramientas con las que diseño, construyo y publico.',
    groups: { web: 'Desarrollo web', design: 'Diseño', mobile: 'Desarrollo móvil' },
  },
  projects: {
    tag: 'Proyectos',
    title: 'Mis proyectos',
    technologies: 'Tecnologías',
    repository: 'Github Repository',
    liveDemo: 'Demo en vivo',
    demoStarting: 'La demo en vivo se abrirá en breve. Iniciando servidores...',
    opensInNewTab: '(se abre en una pestaña nueva)',
    clientWork: 'Trabajo para un cliente: el código es privado.',
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
      technology: {
        title: 'Tecnología',
        description:
          'Descubrí la programación desmontando páginas web para ver cómo funcionaban. Hoy disfruto uniendo frontend y backend en productos que la gente usa de verdad.',
      },
      values: {
        title: 'Valores',
        description:
          'Comunicación clara, entregas pequeñas y frecuentes, y accesibilidad desde el primer día. Prefiero lo simple que funciona a lo complicado que impresiona.',
      },
      hobbies: {
        title: 'Aficiones',
        description:
          'Cuando no programo, hago rutas de montaña, fotografío paisajes y cocino recetas de mi abuela con algún experimento propio.',
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
      timeline: 'Plazo',
      none: 'Aún no lo sé',
      budgets: { 'under-5k': 'Menos de 5000 €', '5k-15k': 'De 5000 a 15 000 €', 'over-15k': 'Más de 15 000 €' },
      timelines: { asap: 'Lo antes posible', '1-3-months': 'En 1 a 3 meses', flexible: 'Sin prisa' },
    },
    bookCall: '¿Prefieres hablar? Reserva una llamada',
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

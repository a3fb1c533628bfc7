/**
 * The engine's words in Brazilian Portuguese: European Portuguese's (pt.ts) where the two
 * agree, Brazil's own where they differ ("Baixar", "Contato", "você").
 */
import type { EngineWords } from './engine-words.ts'
import { pt } from './pt.ts'

export const ptBR: EngineWords = {
  ...pt,
  loading: 'Carregando...',
  nav: {
    ...pt.nav,
    sections: { ...pt.nav.sections, contact: 'Contato' },
  },
  documents: {
    ...pt.documents,
    downloadCv: 'Baixar CV',
    contactCard: 'Salvar contato',
    contactCardLabel: 'Salvar o contato de {name} (vCard)',
  },
  hero: { ...pt.hero, projectsCta: 'Meus projetos' },
  availability: { ...pt.availability, booked: 'Sem disponibilidade no momento' },
  projects: {
    ...pt.projects,
    demoStarting: 'A demonstração vai abrir em breve. Iniciando os servidores...',
    opensInNewTab: '(abre em uma nova aba)',
  },
  contact: {
    ...pt.contact,
    tag: 'Contato',
    fields: {
      name: { label: 'Nome', placeholder: 'Seu nome', required: 'Por favor, informe seu nome' },
      email: {
        label: 'E-mail',
        placeholder: 'voce@exemplo.com',
        required: 'Por favor, informe seu e-mail',
      },
      subject: {
        label: 'Assunto',
        placeholder: 'Sobre o que você gostaria de falar',
        required: 'Por favor, informe o assunto',
      },
      message: {
        label: 'Mensagem',
        placeholder: 'Conte sobre sua ideia...',
        required: 'Por favor, escreva sua mensagem',
      },
    },
    consent: 'Aceito que {name} use meu nome e meu e-mail para responder à minha mensagem.',
    consentRequired: 'Marque esta caixa para que eu possa responder.',
    privacyNote: {
      ...pt.contact.privacyNote,
      before: 'Ao enviar o formulário, você confirma que leu a ',
    },
    sending: 'Enviando...',
    sent: 'Obrigado pela mensagem. Responderei o mais rápido possível',
    failed: 'Infelizmente, não foi possível enviar sua mensagem. Tente novamente mais tarde',
    rateLimited: 'Você enviou várias mensagens seguidas. Tente novamente em alguns minutos.',
    bookCall: 'Prefere conversar? Agende uma ligação',
    answer: {
      ...pt.contact.answer,
      title: 'Sua mensagem para {name}',
      invalid: 'Verifique estes campos e envie sua mensagem novamente:',
      tooLarge: 'Sua mensagem é longa demais para ser enviada.',
    },
  },
  notFound: { ...pt.notFound, message: 'A página que você procura não existe ou foi movida.' },
  projectPages: {
    ...pt.projectPages,
    caseStudy: {
      ...pt.projectPages.caseStudy,
      facts: { ...pt.projectPages.caseStudy.facts, team: 'Equipe' },
    },
    projectsIndex: {
      ...pt.projectPages.projectsIndex,
      description:
        'Todos os projetos de {name} com seu estudo de caso: o contexto, o problema, a abordagem e o resultado. Filtre por tecnologia.',
    },
  },
  blog: { ...pt.blog, published: 'Publicado em {date}', updated: 'Atualizado em {date}' },
  cv: { ...pt.cv, present: 'atual' },
}

import { useT } from '../../i18n/i18n-provider'

export default function ContactSection() {
  const t = useT()
  return (
    <section id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{t.contact.title}</h2>
      <form data-testid="contact-form" />
    </section>
  )
}

import type { Technology } from './types'

/** The second owner's technologies: backend, data and platform, none of the sample's web set. */
export const technologies = {
  go: { name: 'Go', icon: 'simple-icons:go', color: '#00ADD8' },
  rust: { name: 'Rust', icon: 'simple-icons:rust', color: { light: '#000000', dark: '#FFFFFF' } },
  python: { name: 'Python', icon: 'simple-icons:python', color: '#3776AB' },
  graphql: { name: 'GraphQL', icon: 'simple-icons:graphql', color: '#E10098' },
  postgresql: { name: 'PostgreSQL', icon: 'simple-icons:postgresql', color: '#4169E1' },
  redis: { name: 'Redis', icon: 'simple-icons:redis', color: '#FF4438' },
  kafka: {
    name: 'Apache Kafka',
    icon: 'simple-icons:apachekafka',
    color: { light: '#231F20', dark: '#FFFFFF' },
  },
  sqlite: {
    name: 'SQLite',
    icon: 'simple-icons:sqlite',
    color: { light: '#003B57', dark: '#7FB8D8' },
  },
  kubernetes: { name: 'Kubernetes', icon: 'simple-icons:kubernetes', color: '#326CE5' },
  terraform: { name: 'Terraform', icon: 'simple-icons:terraform', color: '#844FBA' },
  docker: { name: 'Docker', icon: 'simple-icons:docker', color: '#2496ED' },
  nginx: { name: 'NGINX', icon: 'simple-icons:nginx', color: '#009639' },
  prometheus: { name: 'Prometheus', icon: 'simple-icons:prometheus', color: '#E6522C' },
  grafana: { name: 'Grafana', icon: 'simple-icons:grafana', color: '#F46800' },
  opentelemetry: {
    name: 'OpenTelemetry',
    icon: 'simple-icons:opentelemetry',
    color: '#F5A800',
  },
} as const satisfies Record<string, Technology>

export type TechnologyId = keyof typeof technologies

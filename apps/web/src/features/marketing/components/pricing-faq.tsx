import { AccordionItem } from '@/components/ui/accordion';
import { SUPPORT_EMAIL } from './contact';

const questions = [
  {
    question: '¿Necesito una tarjeta de crédito para empezar?',
    answer:
      'No. El plan Gratuito no pide ningún medio de pago, y la prueba de 14 días del plan Premium tampoco. Solo te pediremos los datos de pago si decides continuar con Premium.',
  },
  {
    question: '¿Qué pasa cuando termina la prueba de Premium?',
    answer:
      'Puedes suscribirte a Premium o seguir con el plan Gratuito. Tus datos, servicios y citas se conservan; solo se aplican los límites del plan que elijas.',
  },
  {
    question: '¿Puedo cambiar de plan en cualquier momento?',
    answer:
      'Sí. Puedes pasar de Gratuito a Premium cuando lo necesites y volver al plan Gratuito al final de tu período de facturación.',
  },
  {
    question: '¿Mis clientes necesitan crear una cuenta para reservar?',
    answer:
      'No. Tus clientes eligen el servicio, el profesional y el horario en tu página pública de reservas y solo dejan sus datos de contacto.',
  },
  {
    question: '¿Cuántas personas de mi equipo pueden usar Citavet?',
    answer:
      'El plan Gratuito es para un solo usuario. Premium admite hasta 5 miembros del equipo, cada uno con su propia agenda. El plan Empresarial tendrá usuarios ilimitados.',
  },
  {
    question: '¿Qué soporte ofrecen?',
    answer: `Soporte en español por email (${SUPPORT_EMAIL}). Respondemos en 48-72 horas en el plan Gratuito y en menos de 24 horas en Premium.`,
  },
];

export function PricingFaq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 sm:px-6">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Preguntas frecuentes
      </h2>
      <div className="mt-8 rounded-card border border-slate-200 bg-white px-6 shadow-card">
        {/* One name: one answer open at a time, as before. */}
        {questions.map(({ question, answer }) => (
          <AccordionItem key={question} name="preguntas-frecuentes" title={question}>
            {answer}
          </AccordionItem>
        ))}
      </div>
    </section>
  );
}

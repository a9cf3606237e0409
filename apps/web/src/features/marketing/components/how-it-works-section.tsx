const steps = [
  {
    title: 'Registra tu veterinaria',
    description: 'Crea tu cuenta y completa los datos de tu clínica en menos de 5 minutos.',
  },
  {
    title: 'Define tus servicios',
    description: 'Configura servicios con precio y duración, y los horarios de cada profesional.',
  },
  {
    title: 'Recibe citas',
    description: 'Comparte tu página pública y recibe reservas online las 24 horas, sin llamadas.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Cómo Funciona</p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Empieza a recibir citas en 3 pasos
          </h2>
        </div>
        {/* The connecting line sits beside the list, not in it: an <ol> may only hold <li>. */}
        <div className="relative mt-14">
          <div
            className="absolute top-7 right-[16%] left-[16%] hidden h-0.5 bg-gradient-to-r from-primary-tint via-primary/40 to-primary-tint md:block"
            aria-hidden
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-white shadow-card ring-8 ring-slate-50">
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

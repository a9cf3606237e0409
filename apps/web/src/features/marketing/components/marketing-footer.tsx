import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { COPYRIGHT_YEAR, SUPPORT_EMAIL } from './contact';
import { socialLinks } from './social-icons';

interface FooterLink {
  label: string;
  to: string;
  isExternal?: boolean;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Producto',
    links: [
      { label: 'Características', to: paths.landingSection('features') },
      { label: 'Precios', to: paths.pricing },
      { label: 'Demo', to: paths.landingSection('how-it-works') },
    ],
  },
  {
    title: 'Soporte',
    links: [
      { label: 'Centro de Ayuda', to: `${paths.pricing}#faq` },
      { label: 'Contacto', to: `mailto:${SUPPORT_EMAIL}`, isExternal: true },
      { label: 'Términos', to: paths.terms },
      { label: 'Privacidad', to: paths.privacy },
    ],
  },
];

const footerLinkClasses = 'text-sm text-slate-400 transition-colors hover:text-white';

export function MarketingFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            La agenda online para clínicas veterinarias: turnos, equipo y reservas de tus clientes en un solo
            lugar.
          </p>
          <ul className="flex gap-2">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-primary hover:text-white"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.isExternal ? (
                    <a href={link.to} className={footerLinkClasses}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className={footerLinkClasses}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © {COPYRIGHT_YEAR} Citavet. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}

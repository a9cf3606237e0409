import { useDocumentTitle } from '@/lib/use-document-title';
import { ClosingCtaSection } from './closing-cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { MarketingLayout } from './marketing-layout';

export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <MarketingLayout>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <ClosingCtaSection />
    </MarketingLayout>
  );
}

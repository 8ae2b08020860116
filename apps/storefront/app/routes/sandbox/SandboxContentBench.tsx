/**
 * `/sandbox/content`: the content renderers (features/content) with sample entries in the page
 * language — heroes in every tone and art, rich text (prose, numbered, collapsible with "Read
 * more"), the image banner, the FAQ, and the pop-over overlay, opened on demand as the preview
 * opens it (it never opens by itself on /sandbox).
 */
import { useState } from 'react';
import { ContentFaq } from '../../features/content/components/ContentFaq.tsx';
import { ContentHero } from '../../features/content/components/ContentHero.tsx';
import { ContentImageBanner } from '../../features/content/components/ContentImageBanner.tsx';
import { ContentOverlay } from '../../features/content/components/ContentOverlay.tsx';
import { ContentRichText } from '../../features/content/components/ContentRichText.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { sandboxContent } from '../../features/sandbox/fixtures/content.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

export function SandboxContentBench() {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(0);
  const content = sandboxContent(i18n.language);
  return (
    <SandboxBench title={t('sandbox.bench.content.title')} intro={t('sandbox.bench.content.intro')}>
      <SandboxCase title={t('sandbox.bench.content.heroes')} wide>
        <div className="space-y-6">
          {content.heroes.map((hero) => (
            <ContentHero key={hero.id} block={hero} headingLevel={2} />
          ))}
        </div>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.content.rich_text')}>
        <div className="space-y-8">
          {content.richTexts.map((block) => (
            <ContentRichText key={block.id} block={block} />
          ))}
        </div>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.content.banner')} wide>
        <ContentImageBanner banner={content.banner} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.content.faq')}>
        <ContentFaq block={content.faq} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.content.overlay')} note={t('sandbox.bench.content.overlay_note')}>
        <button type="button" onClick={() => setShown((n) => n + 1)} className="inline-flex min-h-11 items-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800" data-testid="sandbox-show-overlay">
          {t('sandbox.bench.content.show_overlay')}
        </button>
        {shown > 0 ? <ContentOverlay overlay={content.overlay} preview showCount={shown} /> : null}
      </SandboxCase>
    </SandboxBench>
  );
}

/**
 * "Gift message" on the order page (issue 18 item 5): mark the order or one of its items as a gift,
 * record a video with the camera (or upload an MP4/WebM file), watch it, record again, send it in
 * parts with progress, add captions, and give the recipient a link and QR code (revocable). Until
 * the order ships; after that the message is shown as it is.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GiftMessageDto } from '@blush/shared/gift-message-contracts';
import { isApiError } from '../../../lib/api-core.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSiteLocale } from '../../../lib/site.ts';
import { type GiftApi, giftApi } from '../gift-api.ts';
import { containerOf, fileDurationMs } from '../recorder.ts';
import { uploadVideo } from '../upload.ts';
import { GiftLinkPanel } from './GiftLinkPanel.tsx';
import { GiftRecorder, type RecordedVideo } from './GiftRecorder.tsx';

const PRIMARY = 'inline-flex h-11 items-center justify-center bg-black px-5 text-sm font-semibold text-white hover:bg-neutral-800 disabled:bg-neutral-500';
const SECONDARY = 'inline-flex h-11 items-center justify-center border border-black px-5 text-sm font-semibold hover:bg-neutral-100 disabled:opacity-60';

type Busy = 'saving' | 'uploading' | 'linking' | null;

export function GiftMessageSection({ orderId, api: given }: { orderId: string; api?: GiftApi }) {
  const { t } = useTranslation();
  const { country, language } = useSiteLocale();
  const api = useMemo(() => given ?? giftApi({ country, language }), [given, country, language]);
  const [message, setMessage] = useState<GiftMessageDto | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState<(RecordedVideo & { url: string }) | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [captions, setCaptions] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get(orderId, controller.signal)
      .then((loaded) => {
        setMessage(loaded);
        setCaptions(loaded.captions ?? '');
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [api, orderId]);
  useEffect(() => () => {
    if (pending) URL.revokeObjectURL(pending.url);
  }, [pending]);

  const act = async (kind: Busy, work: () => Promise<GiftMessageDto>, done?: string) => {
    setBusy(kind);
    setError(null);
    setNote('');
    try {
      const next = await work();
      setMessage(next);
      if (done) setNote(done);
      return true;
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 ? failure.message : t('gift_message.errors.failed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  if (loadFailed) return null;
  if (!message) {
    return (
      <p className="text-sm text-neutral-600" role="status">
        {t('gift_message.loading')}
      </p>
    );
  }

  const limits = message.limits;
  const locked = !message.canChange;
  const setGift = (isGift: boolean, lineId: number | null) => void act('saving', () => api.update(orderId, { is_gift: isGift, order_line_id: lineId }), t('gift_message.saved'));

  const accept = async (video: RecordedVideo) => {
    if (video.blob.size > limits.maxBytes) return setError(t('gift_message.errors.too_large', { max: Math.round(limits.maxBytes / 1048576) }));
    if (video.durationMs > limits.maxSeconds * 1000 + 500) return setError(t('gift_message.errors.too_long', { max: limits.maxSeconds }));
    setError(null);
    setPending({ ...video, url: URL.createObjectURL(video.blob) });
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const type = containerOf(file.type) ?? (/\.webm$/i.test(file.name) ? 'video/webm' : 'video/mp4');
    const durationMs = (await fileDurationMs(file)) ?? limits.maxSeconds * 1000;
    await accept({ blob: file, type, durationMs, poster: null });
    if (fileRef.current) fileRef.current.value = '';
  };

  const send = async () => {
    if (!pending) return;
    setProgress({ sent: 0, total: pending.blob.size });
    const ok = await act(
      'uploading',
      async () => {
        const done = await uploadVideo({ api, orderId, video: pending.blob, type: pending.type, durationMs: pending.durationMs, partBytes: limits.partBytes, onProgress: (sent, total) => setProgress({ sent, total }) });
        return pending.poster ? api.setPoster(orderId, pending.poster).catch(() => done) : done;
      },
      t('gift_message.uploaded'),
    );
    setProgress(null);
    if (ok) setPending(null);
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;

  return (
    <section aria-labelledby="gift-message-title" className="space-y-4 border border-neutral-200 p-5" data-testid="gift-message">
      <h2 id="gift-message-title" className="text-lg font-semibold">
        {t('gift_message.title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('gift_message.intro', { max: limits.maxSeconds })}</p>
      {locked ? <p className="text-sm font-semibold" data-testid="gift-locked">{t('gift_message.locked')}</p> : null}

      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" className="h-5 w-5 accent-black" checked={message.isGift} disabled={locked || busy !== null} onChange={(e) => setGift(e.currentTarget.checked, message.orderLineId)} data-testid="gift-toggle" />
        {t('gift_message.is_gift')}
      </label>

      {message.isGift && message.lines.length > 1 ? (
        <div className="space-y-1">
          <label htmlFor="gift-line" className="block text-sm font-semibold">
            {t('gift_message.which')}
          </label>
          <select
            id="gift-line"
            className="h-11 w-full max-w-md border border-neutral-400 bg-white px-3 text-sm"
            value={message.orderLineId ?? ''}
            disabled={locked || busy !== null}
            onChange={(e) => setGift(true, e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">{t('gift_message.whole_order')}</option>
            {message.lines.map((line) => (
              <option key={line.id} value={line.id}>
                {[line.name, line.detail].filter(Boolean).join(' – ')}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {message.isGift ? (
        <>
          {message.video ? (
            <figure className="space-y-2">
              <video controls playsInline preload="metadata" src={message.video.url} poster={message.posterUrl ?? undefined} className="aspect-video w-full max-w-md bg-black" aria-label={t('gift_message.current_label')} data-testid="gift-current-video" />
              <figcaption className="text-sm text-neutral-600">{t('gift_message.current')}</figcaption>
            </figure>
          ) : null}

          {!locked && pending ? (
            <div className="space-y-3" data-testid="gift-pending">
              <video controls playsInline src={pending.url} className="aspect-video w-full max-w-md bg-black" aria-label={t('gift_message.pending_label')} data-testid="gift-pending-video" />
              {progress ? (
                <div className="space-y-1">
                  <label htmlFor="gift-progress" className="block text-sm">
                    {t('gift_message.uploading', { percent })}
                  </label>
                  <progress id="gift-progress" max={100} value={percent} className="h-2 w-full max-w-md accent-black" />
                </div>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <button type="button" className={PRIMARY} onClick={() => void send()} disabled={busy !== null} data-testid="gift-use-video">
                  {busy === 'uploading' ? t('gift_message.sending') : t('gift_message.use')}
                </button>
                <button type="button" className={SECONDARY} onClick={() => setPending(null)} disabled={busy !== null} data-testid="gift-discard">
                  {t('gift_message.rerecord')}
                </button>
              </div>
            </div>
          ) : null}

          {!locked && !pending ? (
            <div className="space-y-4">
              <GiftRecorder maxSeconds={limits.maxSeconds} disabled={busy !== null} again={!!message.video} onRecorded={(video) => void accept(video)} />
              <div className="space-y-1">
                <label htmlFor="gift-file" className="block text-sm font-semibold">
                  {t('gift_message.file_label')}
                </label>
                <p id="gift-file-hint" className="text-sm text-neutral-600">
                  {t('gift_message.file_hint', { seconds: limits.maxSeconds, mb: Math.round(limits.maxBytes / 1048576) })}
                </p>
                <input ref={fileRef} id="gift-file" type="file" accept="video/mp4,video/webm" aria-describedby="gift-file-hint" disabled={busy !== null} onChange={(e) => void chooseFile(e.currentTarget.files?.[0])} className="text-sm" data-testid="gift-file" />
              </div>
            </div>
          ) : null}

          {message.video && !locked ? (
            <div className="space-y-1">
              <label htmlFor="gift-poster" className="block text-sm font-semibold">
                {t('gift_message.poster_label')}
              </label>
              <p id="gift-poster-hint" className="text-sm text-neutral-600">
                {t('gift_message.poster_hint')}
              </p>
              <input
                id="gift-poster"
                type="file"
                accept="image/jpeg,image/png"
                aria-describedby="gift-poster-hint"
                disabled={busy !== null}
                onChange={(e) => {
                  const image = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (image) void act('saving', () => api.setPoster(orderId, image), t('gift_message.saved'));
                }}
                className="text-sm"
                data-testid="gift-poster-file"
              />
            </div>
          ) : null}

          {message.video && !locked ? (
            <div className="space-y-2">
              <label htmlFor="gift-captions" className="block text-sm font-semibold">
                {t('gift_message.captions_label')}
              </label>
              <p id="gift-captions-hint" className="text-sm text-neutral-600">
                {t('gift_message.captions_hint')}
              </p>
              <textarea
                id="gift-captions"
                rows={4}
                value={captions}
                onChange={(e) => setCaptions(e.currentTarget.value)}
                aria-describedby="gift-captions-hint"
                placeholder={'WEBVTT\n\n00:00.000 --> 00:03.000\n…'}
                className="w-full max-w-md border border-neutral-400 p-3 font-mono text-sm"
                data-testid="gift-captions"
              />
              <button type="button" className={SECONDARY} disabled={busy !== null} onClick={() => void act('saving', () => api.update(orderId, { is_gift: true, order_line_id: message.orderLineId, captions: captions.trim() ? captions : null }), t('gift_message.saved'))} data-testid="gift-save-captions">
                {t('gift_message.captions_save')}
              </button>
            </div>
          ) : null}

          <GiftLinkPanel
            message={message}
            busy={busy !== null}
            onCreate={() => void act('linking', () => api.createLink(orderId), t('gift_message.link.created'))}
            onRevoke={() => void act('linking', () => api.revokeLink(orderId), t('gift_message.link.revoked'))}
            onEmail={(email, name) => act('linking', async () => (await api.emailLink(orderId, { email, ...(name.trim() ? { name } : {}) }), message))}
          />
        </>
      ) : null}

      <p role="status" aria-live="polite" className="text-sm text-neutral-700" data-testid="gift-note">
        {note}
      </p>
      {error ? (
        <p role="alert" className="border-l-4 border-blush-700 bg-blush-50 px-4 py-3 text-sm" data-testid="gift-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
